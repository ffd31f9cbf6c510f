import { oneLine, subjectTitle } from '../format.js'
import type { TemplateSource } from '../render.js'

// A colleague made the recipient responsible for a match or an application of the workspace.
export const assignment: TemplateSource<'assignment'> = {
  subject: ({ assigned_by, grant }) =>
    `${oneLine(assigned_by) || 'A colleague'} assigned you: ${subjectTitle(grant.title)}`,

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<p style="margin:0 0 16px;"><strong><%= it.h.line(it.assigned_by) %></strong> assigned you the <%= it.subject_type %> of <strong><%= it.company_name %></strong> for the grant below.</p>
<%~ include('@grant', { grant: it.grant }) %>
<%~ include('@button', { href: it.url, label: it.subject_type === 'match' ? 'Open the match' : 'Open the applications' }) %>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.full_name) %>,

<%= it.h.line(it.assigned_by) %> assigned you the <%= it.subject_type %> of <%= it.h.line(it.company_name) %> for the grant below.

<%~ include('@grant', { grant: it.grant }) %>

<%= it.subject_type === 'match' ? 'Open the match' : 'Open the applications' %>: <%= it.url %>
`,
}
