import type { TemplateSource } from '../render.js'

const H2 = 'margin:24px 0 12px;font-size:18px;line-height:1.3;color:#1f2933;'

export const weeklyDigest: TemplateSource<'weekly_digest'> = {
  subject: ({ week }, h) => `Ihre Grantwise-Woche ${h.line(week)}`,

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<p style="margin:0 0 16px;">hier ist Ihre Grantwise-Zusammenfassung für die Woche <%= it.week %>.</p>
<h2 style="${H2}">Neue Treffer</h2>
<% if (it.new_matches.length === 0) { -%>
<p style="margin:0 0 16px;">Diese Woche gibt es nichts Neues.</p>
<% } -%>
<% for (const grant of it.new_matches) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
<h2 style="${H2}">Anstehende Fristen</h2>
<% if (it.deadlines.length === 0) { -%>
<p style="margin:0 0 16px;">Keines Ihrer gespeicherten Förderprogramme endet in den nächsten zwei Wochen.</p>
<% } -%>
<% for (const grant of it.deadlines) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
<%~ include('@button', { href: it.app_url + '/matches', label: 'Alle Treffer ansehen' }) %>
`,

  text: `<% layout('@layout') -%>
<%= it.h.greeting(it.full_name) %>

hier ist Ihre Grantwise-Zusammenfassung für die Woche <%= it.h.line(it.week) %>.

Neue Treffer
------------

<% if (it.new_matches.length === 0) { -%>
Diese Woche gibt es nichts Neues.

<% } -%>
<% for (const grant of it.new_matches) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
Anstehende Fristen
------------------

<% if (it.deadlines.length === 0) { -%>
Keines Ihrer gespeicherten Förderprogramme endet in den nächsten zwei Wochen.

<% } -%>
<% for (const grant of it.deadlines) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
Alle Treffer ansehen: <%= it.app_url %>/matches
`,
}
