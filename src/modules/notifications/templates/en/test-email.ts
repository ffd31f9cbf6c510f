import type { TemplateSource } from '../render.js'

export const testEmail: TemplateSource<'test'> = {
  subject: () => 'Grantwise test e-mail',

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<p style="margin:0 0 16px;">This is a test e-mail from Grantwise, sent at <%= it.h.instant(it.sent_at) %>.</p>
<p style="margin:0 0 16px;">If you can read it, e-mail delivery to this address works. There is nothing else to do.</p>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.full_name) %>,

This is a test e-mail from Grantwise, sent at <%= it.h.instant(it.sent_at) %>.

If you can read it, e-mail delivery to this address works. There is nothing else to do.
`,
}
