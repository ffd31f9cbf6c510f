import type { TemplateSource } from '../render.js'

export const passwordReset: TemplateSource<'password_reset'> = {
  subject: () => 'Ihr Grantwise-Passwort zurücksetzen',

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<p style="margin:0 0 16px;">wir haben eine Anfrage erhalten, das Passwort Ihres Grantwise-Kontos zurückzusetzen. Über den folgenden Link wählen Sie ein neues. Er ist 1 Stunde gültig und kann nur einmal verwendet werden.</p>
<%~ include('@button', { href: it.reset_url, label: 'Neues Passwort wählen' }) %>
<p style="margin:0 0 16px;">Falls Sie das Zurücksetzen nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.</p>
`,

  text: `<% layout('@layout') -%>
<%= it.h.greeting(it.full_name) %>

wir haben eine Anfrage erhalten, das Passwort Ihres Grantwise-Kontos zurückzusetzen. Über den folgenden Link wählen Sie ein neues. Er ist 1 Stunde gültig und kann nur einmal verwendet werden:

<%= it.reset_url %>

Falls Sie das Zurücksetzen nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.
`,
}
