import type { TemplateSource } from '../render.js'

export const newMatch: TemplateSource<'new_match'> = {
  subject: ({ matches, company_name }, h) => matches.length === 1
    ? `1 neues Förderprogramm passt zu ${h.line(company_name)}`
    : `${matches.length} neue Förderprogramme passen zu ${h.line(company_name)}`,

  // The matches arrive best first; the template keeps that order.
  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<% if (it.matches.length === 1) { -%>
<p style="margin:0 0 16px;">wir haben 1 neues Förderprogramm gefunden, das zu <strong><%= it.company_name %></strong> passt:</p>
<% } else { -%>
<p style="margin:0 0 16px;">wir haben <%= it.matches.length %> neue Förderprogramme gefunden, die zu <strong><%= it.company_name %></strong> passen:</p>
<% } -%>
<% for (const grant of it.matches) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
<%~ include('@button', { href: it.app_url + '/matches', label: 'Alle Treffer ansehen' }) %>
`,

  text: `<% layout('@layout') -%>
<%= it.h.greeting(it.full_name) %>

<% if (it.matches.length === 1) { -%>
wir haben 1 neues Förderprogramm gefunden, das zu <%= it.h.line(it.company_name) %> passt:
<% } else { -%>
wir haben <%= it.matches.length %> neue Förderprogramme gefunden, die zu <%= it.h.line(it.company_name) %> passen:
<% } -%>

<% for (const grant of it.matches) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
Alle Treffer ansehen: <%= it.app_url %>/matches
`,
}
