import type { TemplateSource } from '../render.js'

export const passwordReset: TemplateSource<'password_reset'> = {
  subject: () => 'Reset your Grantwise password',

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<p style="margin:0 0 16px;">We received a request to reset the password of your Grantwise account. Use the link below to choose a new one. It is valid for 1 hour and can be used only once.</p>
<%~ include('@button', { href: it.reset_url, label: 'Choose a new password' }) %>
<p style="margin:0 0 16px;">If you did not ask for a password reset, you can ignore this e-mail: your password stays unchanged.</p>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.full_name) %>,

We received a request to reset the password of your Grantwise account. Use the link below to choose a new one. It is valid for 1 hour and can be used only once:

<%= it.reset_url %>

If you did not ask for a password reset, you can ignore this e-mail: your password stays unchanged.
`,
}
