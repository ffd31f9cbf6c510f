import type { TemplateSource } from '../render.js'

function subjectDays (days: number): string {
  if (days <= 0) return 'endet heute'
  return days === 1 ? 'Frist in 1 Tag' : `Frist in ${days} Tagen`
}

export const deadlineReminder: TemplateSource<'deadline_reminder'> = {
  subject: ({ grant, days_before }, h) => `${h.subjectTitle(grant.title)}: ${subjectDays(days_before)}`,

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<p style="margin:0 0 16px;">eine kurze Erinnerung: Dieses Förderprogramm <strong><%= it.h.closesIn(it.days_before) %></strong>.</p>
<%~ include('@grant', { grant: it.grant }) %>
<%~ include('@button', { href: it.grant.url, label: 'Förderprogramm öffnen' }) %>
<p style="margin:0 0 16px;">Viel Erfolg mit Ihrem Antrag!</p>
`,

  text: `<% layout('@layout') -%>
<%= it.h.greeting(it.full_name) %>

eine kurze Erinnerung: Dieses Förderprogramm <%= it.h.closesIn(it.days_before) %>.

<%~ include('@grant', { grant: it.grant }) %>

Viel Erfolg mit Ihrem Antrag!
`,
}
