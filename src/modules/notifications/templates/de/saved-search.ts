import type { TemplateSource } from '../render.js'

// New grants found by one saved search (see ../en/saved-search.ts).
export const savedSearch: TemplateSource<'saved_search'> = {
  subject: ({ search_name, grants, more }, h) => {
    const total = grants.length + more
    return `${total === 1 ? '1 neues Förderprogramm' : `${total} neue Förderprogramme`} für Ihre Suche „${h.line(search_name)}“`
  },

  html: `<% layout('@layout') -%>
<% const total = it.grants.length + it.more -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<p style="margin:0 0 16px;"><%= total === 1 ? 'ein neues Förderprogramm passt' : total + ' neue Förderprogramme passen' %> zu Ihrer gespeicherten Suche <strong><%= it.search_name %></strong>:</p>
<% for (const grant of it.grants) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
<% if (it.more > 0) { -%>
<p style="margin:0 0 16px;">… und <%= it.more %> weitere.</p>
<% } -%>
<%~ include('@button', { href: it.search_url, label: 'Suche öffnen' }) %>
`,

  text: `<% layout('@layout') -%>
<% const total = it.grants.length + it.more -%>
<%= it.h.greeting(it.full_name) %>

<%= total === 1 ? 'ein neues Förderprogramm passt' : total + ' neue Förderprogramme passen' %> zu Ihrer gespeicherten Suche „<%= it.h.line(it.search_name) %>“:

<% for (const grant of it.grants) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
<% if (it.more > 0) { -%>
... und <%= it.more %> weitere.

<% } -%>
Suche öffnen: <%= it.search_url %>
`,
}
