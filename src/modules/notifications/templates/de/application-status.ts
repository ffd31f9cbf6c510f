import type { TemplateSource } from '../render.js'

export const applicationStatus: TemplateSource<'application_status'> = {
  subject: ({ grant, to }, h) => `${h.subjectTitle(grant.title)}: Antrag ${h.status(to)}`,

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<p style="margin:0 0 16px;">der Status des Antrags von <strong><%= it.company_name %></strong> für das folgende Förderprogramm hat sich von <strong><%= it.h.status(it.from) %></strong> zu <strong><%= it.h.status(it.to) %></strong> geändert.</p>
<%~ include('@grant', { grant: it.grant }) %>
<%~ include('@button', { href: it.grant.url, label: 'Förderprogramm öffnen' }) %>
`,

  text: `<% layout('@layout') -%>
<%= it.h.greeting(it.full_name) %>

der Status des Antrags von <%= it.h.line(it.company_name) %> für das folgende Förderprogramm hat sich von <%= it.h.status(it.from) %> zu <%= it.h.status(it.to) %> geändert.

<%~ include('@grant', { grant: it.grant }) %>
`,
}
