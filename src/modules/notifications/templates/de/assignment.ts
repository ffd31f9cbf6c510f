import type { TemplateSource } from '../render.js'

const SUBJECT_TYPE = "it.subject_type === 'match' ? 'den Treffer' : 'den Antrag'"

// A colleague made the recipient responsible for a match or an application of the workspace.
export const assignment: TemplateSource<'assignment'> = {
  subject: ({ assigned_by, grant }, h) =>
    `${h.line(assigned_by) || 'Eine Kollegin oder ein Kollege'} hat Ihnen eine Aufgabe zugewiesen: ${h.subjectTitle(grant.title)}`,

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<p style="margin:0 0 16px;"><strong><%= it.h.line(it.assigned_by) %></strong> hat Ihnen <%= ${SUBJECT_TYPE} %> von <strong><%= it.company_name %></strong> für das folgende Förderprogramm zugewiesen.</p>
<%~ include('@grant', { grant: it.grant }) %>
<%~ include('@button', { href: it.url, label: it.subject_type === 'match' ? 'Treffer öffnen' : 'Anträge öffnen' }) %>
`,

  text: `<% layout('@layout') -%>
<%= it.h.greeting(it.full_name) %>

<%= it.h.line(it.assigned_by) %> hat Ihnen <%= ${SUBJECT_TYPE} %> von <%= it.h.line(it.company_name) %> für das folgende Förderprogramm zugewiesen.

<%~ include('@grant', { grant: it.grant }) %>

<%= it.subject_type === 'match' ? 'Treffer öffnen' : 'Anträge öffnen' %>: <%= it.url %>
`,
}
