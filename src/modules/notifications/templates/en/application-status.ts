import { statusWords, subjectTitle } from '../format.js'
import type { TemplateSource } from '../render.js'

export const applicationStatus: TemplateSource<'application_status'> = {
  subject: ({ grant, to }) => `${subjectTitle(grant.title)}: application ${statusWords(to)}`,

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<p style="margin:0 0 16px;">The application of <strong><%= it.company_name %></strong> for the grant below has moved from <strong><%= it.h.status(it.from) %></strong> to <strong><%= it.h.status(it.to) %></strong>.</p>
<%~ include('@grant', { grant: it.grant }) %>
<%~ include('@button', { href: it.grant.url, label: 'Open the grant' }) %>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.full_name) %>,

The application of <%= it.h.line(it.company_name) %> for the grant below has moved from <%= it.h.status(it.from) %> to <%= it.h.status(it.to) %>.

<%~ include('@grant', { grant: it.grant }) %>
`,
}
