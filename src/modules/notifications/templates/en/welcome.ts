import type { TemplateSource } from '../render.js'

export const welcome: TemplateSource<'welcome'> = {
  subject: () => 'Welcome to Grantwise: please confirm your e-mail address',

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<p style="margin:0 0 16px;">Welcome to Grantwise! We find the grants that fit your company and remind you before they close.</p>
<p style="margin:0 0 16px;">Please confirm your e-mail address to activate your account. The link is valid for 7 days.</p>
<%~ include('@button', { href: it.verify_url, label: 'Confirm my e-mail address' }) %>
<p style="margin:0 0 16px;">If you did not create a Grantwise account, you can ignore this e-mail.</p>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.full_name) %>,

Welcome to Grantwise! We find the grants that fit your company and remind you before they close.

Please confirm your e-mail address to activate your account. The link is valid for 7 days:

<%= it.verify_url %>

If you did not create a Grantwise account, you can ignore this e-mail.
`,
}
