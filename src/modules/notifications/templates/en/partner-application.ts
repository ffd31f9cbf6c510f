import type { TemplateSource } from '../render.js'

// The receipt of a partner application. Partners have no e-mail verification: this only confirms
// that the application arrived and what comes next (the approval e-mail, partner_status).
export const partnerApplication: TemplateSource<'partner_application'> = {
  subject: () => 'We have received your Grantwise partner application',

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.contact_name) %>,</p>
<p style="margin:0 0 16px;">Thank you for applying to the Grantwise partner programme with <strong><%= it.company_name %></strong>. We have created your partner account for <%= it.email %>; it is now waiting for our review.</p>
<p style="margin:0 0 16px;">You can already sign in. Your referral links start counting once we have approved your account, and we will let you know by e-mail.</p>
<%~ include('@button', { href: it.login_url, label: 'Sign in to the partner portal' }) %>
<p style="margin:0 0 16px;">If you did not apply, you can ignore this e-mail.</p>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.contact_name) %>,

Thank you for applying to the Grantwise partner programme with <%= it.h.line(it.company_name) %>. We have created your partner account for <%= it.email %>; it is now waiting for our review.

You can already sign in. Your referral links start counting once we have approved your account, and we will let you know by e-mail.

Sign in to the partner portal: <%= it.login_url %>

If you did not apply, you can ignore this e-mail.
`,
}
