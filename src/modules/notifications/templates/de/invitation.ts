import type { TemplateSource } from '../render.js'

// To an address that may have no account yet: it names who invites, to what, and what the link
// does; the link is single use and expires (7 days).
export const invitation: TemplateSource<'invitation'> = {
  subject: (d) => `${d.inviter_name} hat Sie zu ${d.workspace_name} auf Grantwise eingeladen`.slice(0, 200),

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Guten Tag,</p>
<p style="margin:0 0 16px;"><%= it.h.name(it.inviter_name) %> hat Sie eingeladen, dem Arbeitsbereich <strong><%= it.workspace_name %></strong> auf Grantwise als <%= it.role === 'admin' ? 'Administrator/in' : 'Mitglied' %> beizutreten. Grantwise findet die öffentlichen Förderprogramme, die zu einem Unternehmen passen, und hilft dem Team, Fristen und Anträge im Blick zu behalten.</p>
<%~ include('@button', { href: it.accept_url, label: it.workspace_name + ' beitreten' }) %>
<p style="margin:0 0 16px;">Der Link kann einmal verwendet werden und ist gültig bis <%= it.h.instant(it.expires_at) %>. Falls Sie <%= it.h.name(it.inviter_name) %> nicht kennen, können Sie diese E-Mail ignorieren.</p>
`,

  text: `<% layout('@layout') -%>
Guten Tag,

<%= it.h.name(it.inviter_name) %> hat Sie eingeladen, dem Arbeitsbereich „<%= it.workspace_name %>“ auf Grantwise als <%= it.role === 'admin' ? 'Administrator/in' : 'Mitglied' %> beizutreten. Grantwise findet die öffentlichen Förderprogramme, die zu einem Unternehmen passen, und hilft dem Team, Fristen und Anträge im Blick zu behalten.

Hier beitreten (der Link kann einmal verwendet werden und ist gültig bis <%= it.h.instant(it.expires_at) %>):

<%= it.accept_url %>

Falls Sie <%= it.h.name(it.inviter_name) %> nicht kennen, können Sie diese E-Mail ignorieren.
`,
}
