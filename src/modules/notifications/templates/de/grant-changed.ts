import type { TemplateSource } from '../render.js'

const URGENCY = { withdrawn: 'zurückgezogen', 'closed early': 'vorzeitig geschlossen' } as const

// A followed call changed (see ../en/grant-changed.ts); the change lines and the headline come in
// the recipient's language from change-words.ts.
export const grantChanged: TemplateSource<'grant_changed'> = {
  subject: ({ grant, headline, urgency }, h) => urgency
    ? `Dringend: ${h.subjectTitle(grant.title)} wurde ${URGENCY[urgency]}`
    : `${headline}: ${h.subjectTitle(grant.title)}`,

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<p style="margin:0 0 16px;">eine Ausschreibung, der Sie folgen, hat sich geändert<% if (it.urgency) { %>: <strong>Sie wurde <%= it.urgency === 'withdrawn' ? '${URGENCY.withdrawn}' : '${URGENCY['closed early']}' %></strong><% } %>.</p>
<ul style="margin:0 0 16px;padding-left:20px;">
<% it.changes.forEach((line) => { -%>
<li style="margin:0 0 4px;"><%= it.h.line(line) %></li>
<% }) -%>
</ul>
<%~ include('@grant', { grant: it.grant }) %>
<%~ include('@button', { href: it.grant.url, label: 'Förderprogramm öffnen' }) %>
`,

  text: `<% layout('@layout') -%>
<%= it.h.greeting(it.full_name) %>

eine Ausschreibung, der Sie folgen, hat sich geändert<% if (it.urgency) { %>: Sie wurde <%= it.urgency === 'withdrawn' ? '${URGENCY.withdrawn}' : '${URGENCY['closed early']}' %><% } %>.

<% it.changes.forEach((line) => { %>- <%= it.h.line(line) %>
<% }) %>

<%~ include('@grant', { grant: it.grant }) %>

Förderprogramm öffnen: <%= it.grant.url %>
`,
}
