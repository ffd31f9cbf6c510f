import type { TemplateSource } from '../render.js'

export const welcome: TemplateSource<'welcome'> = {
  subject: () => 'Willkommen bei Grantwise: Bitte bestätigen Sie Ihre E-Mail-Adresse',

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<p style="margin:0 0 16px;">willkommen bei Grantwise! Wir finden die Förderprogramme, die zu Ihrem Unternehmen passen, und erinnern Sie rechtzeitig vor Fristende.</p>
<p style="margin:0 0 16px;">Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist 7 Tage gültig.</p>
<%~ include('@button', { href: it.verify_url, label: 'E-Mail-Adresse bestätigen' }) %>
<p style="margin:0 0 16px;">Falls Sie kein Grantwise-Konto angelegt haben, können Sie diese E-Mail ignorieren.</p>
`,

  text: `<% layout('@layout') -%>
<%= it.h.greeting(it.full_name) %>

willkommen bei Grantwise! Wir finden die Förderprogramme, die zu Ihrem Unternehmen passen, und erinnern Sie rechtzeitig vor Fristende.

Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist 7 Tage gültig:

<%= it.verify_url %>

Falls Sie kein Grantwise-Konto angelegt haben, können Sie diese E-Mail ignorieren.
`,
}
