import type { TemplateSource } from '../render.js'

export const testEmail: TemplateSource<'test'> = {
  subject: () => 'Grantwise-Test-E-Mail',

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<p style="margin:0 0 16px;">dies ist eine Test-E-Mail von Grantwise, versendet am <%= it.h.instant(it.sent_at) %>.</p>
<p style="margin:0 0 16px;">Wenn Sie sie lesen können, funktioniert die Zustellung an diese Adresse. Sonst ist nichts zu tun.</p>
`,

  text: `<% layout('@layout') -%>
<%= it.h.greeting(it.full_name) %>

dies ist eine Test-E-Mail von Grantwise, versendet am <%= it.h.instant(it.sent_at) %>.

Wenn Sie sie lesen können, funktioniert die Zustellung an diese Adresse. Sonst ist nichts zu tun.
`,
}
