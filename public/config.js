// Runtime settings of this build, read before the app starts. Edit on the host, no rebuild needed:
// window.RELAY_CONFIG = { apiOrigin: 'https://api.example.com', apiMock: false }
window.RELAY_CONFIG = window.RELAY_CONFIG || {}
