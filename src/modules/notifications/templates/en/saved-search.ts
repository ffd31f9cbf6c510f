import { oneLine } from '../format.js'
import type { TemplateSource } from '../render.js'

// New grants found by one saved search: up to ten, soonest deadline first, and a link to the
// search in the web app for the rest. The unsubscribe link of this e-mail turns off this search's
// alerts only (unsubscribe.ts).

export const savedSearch: TemplateSource<'saved_search'> = {
  subject: ({ search_name, grants, more }) => {
    const total = grants.length + more
    return `${total === 1 ? '1 new grant' : `${total} new grants`} for your search “${oneLine(search_name)}”`
  },

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<p style="margin:0 0 16px;"><%= it.grants.length + it.more === 1 ? 'A new grant matches' : (it.grants.length + it.more) + ' new grants match' %> your saved search <strong><%= it.search_name %></strong>:</p>
<% for (const grant of it.grants) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
<% if (it.more > 0) { -%>
<p style="margin:0 0 16px;">… and <%= it.more %> more.</p>
<% } -%>
<%~ include('@button', { href: it.search_url, label: 'Open the search' }) %>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.full_name) %>,

<%= it.grants.length + it.more === 1 ? 'A new grant matches' : (it.grants.length + it.more) + ' new grants match' %> your saved search "<%= it.h.line(it.search_name) %>":

<% for (const grant of it.grants) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
<% if (it.more > 0) { -%>
... and <%= it.more %> more.

<% } -%>
Open the search: <%= it.search_url %>
`,
}
