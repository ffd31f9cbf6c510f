import { oneLine, subjectTitle } from '../format.js'
import type { TemplateSource } from '../render.js'

// A colleague named the recipient in a comment on a match or an application. The comment is typed
// by a person and may run over several lines: its line breaks are kept (see partner-status.ts).
export const mention: TemplateSource<'mention'> = {
  subject: ({ author_name, grant }) =>
    `${oneLine(author_name) || 'A colleague'} mentioned you: ${subjectTitle(grant.title)}`,

  html: `<% layout('@layout') -%>
<% const comment = it.h.lines(it.comment) -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<p style="margin:0 0 16px;"><strong><%= it.h.line(it.author_name) %></strong> mentioned you in a comment on the <%= it.subject_type %> of <strong><%= it.company_name %></strong> for the grant below.</p>
<% if (comment.length > 0) { -%>
<p style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #c9d3e0;"><% comment.forEach((line, i) => { %><% if (i > 0) { %><br><% } %><%= line %><% }) %></p>
<% } -%>
<%~ include('@grant', { grant: it.grant }) %>
<%~ include('@button', { href: it.url, label: 'Open the conversation' }) %>
`,

  text: `<% layout('@layout') -%>
<% const comment = it.h.lines(it.comment) -%>
Hi <%= it.h.name(it.full_name) %>,

<%= it.h.line(it.author_name) %> mentioned you in a comment on the <%= it.subject_type %> of <%= it.h.line(it.company_name) %> for the grant below.

<% comment.forEach((line) => { %>> <%= line %>
<% }) %>

<%~ include('@grant', { grant: it.grant }) %>

Open the conversation: <%= it.url %>
`,
}
