// Written into the prerendered pages with a form (/login, /register: their route's `forms`), minified, after their
// content. Until the app has replaced the page, a submit goes nowhere (the form's method is `dialog`): it is held
// instead (once, however often it is pressed) and marked on the form, and the app submits it when it takes over,
// with what was typed; so is a click on one of the form's own buttons (Send code). An e-mail field becomes a text
// field with the e-mail keyboard, since browsers tell no script where the caret of an e-mail field is: the app puts
// it back where it was.
;(function () {
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target
      if (!(form instanceof HTMLFormElement) || !form.closest('[data-prerendered]')) return
      event.preventDefault()
      form.setAttribute('data-submit-pending', '')
    },
    true,
  )
  // A form's own button (Send code) does nothing without the app: its click is held the same way, and the app
  // makes it once it has taken over. The last one pressed counts.
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null
      if (!button || !button.form || !button.closest('[data-prerendered]')) return
      var held = button.form.querySelectorAll('[data-click-pending]')
      for (var index = 0; index < held.length; index++) held[index].removeAttribute('data-click-pending')
      button.setAttribute('data-click-pending', '')
    },
    true,
  )
  var fields = document.querySelectorAll('[data-prerendered] input[type="email"]')
  for (var index = 0; index < fields.length; index++) {
    var field = fields[index]
    // A field already typed in keeps its type: switching it would move its caret.
    if (!(field instanceof HTMLInputElement) || field === document.activeElement) continue
    field.inputMode = 'email'
    field.setAttribute('autocapitalize', 'none')
    field.setAttribute('spellcheck', 'false')
    field.type = 'text'
  }
})()
