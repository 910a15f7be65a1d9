// Applies the remembered theme before first paint (no inline script, so a strict CSP holds).
try {
  var theme = localStorage.getItem('app-theme')
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme
} catch {
  // Storage unavailable: the system preference applies.
}
