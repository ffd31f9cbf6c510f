import type { TemplateSource } from '../render.js'

const SUBJECT_TYPE = "it.subject_type === 'match' ? 'zum Treffer' : 'zum Antrag'"

// A colleague named the recipient in a comment (see ../en/mention.ts).
export const mention: TemplateSource<'mention'> = {
  subject: ({ author_name, grant }, h) =>
    `${h.line(author_name) || 'Eine Kollegin oder ein Kollege'} hat Sie erwähnt: ${h.subjectTitle(grant.title)}`,

  html: `<% layout('@layout') -%>
<% const comment = it.h.lines(it.comment) -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<p style="margin:0 0 16px;"><strong><%= it.h.line(it.author_name) %></strong> hat Sie in einem Kommentar <%= ${SUBJECT_TYPE} %> von <strong><%= it.company_name %></strong> für das folgende Förderprogramm erwähnt.</p>
<% if (comment.length > 0) { -%>
<p style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #c9d3e0;"><% comment.forEach((line, i) => { %><% if (i > 0) { %><br><% } %><%= line %><% }) %></p>
<% } -%>
<%~ include('@grant', { grant: it.grant }) %>
<%~ include('@button', { href: it.url, label: 'Unterhaltung öffnen' }) %>
`,

  text: `<% layout('@layout') -%>
<% const comment = it.h.lines(it.comment) -%>
<%= it.h.greeting(it.full_name) %>

<%= it.h.line(it.author_name) %> hat Sie in einem Kommentar <%= ${SUBJECT_TYPE} %> von <%= it.h.line(it.company_name) %> für das folgende Förderprogramm erwähnt.

<% comment.forEach((line) => { %>> <%= line %>
<% }) %>

<%~ include('@grant', { grant: it.grant }) %>

Unterhaltung öffnen: <%= it.url %>
`,
}
