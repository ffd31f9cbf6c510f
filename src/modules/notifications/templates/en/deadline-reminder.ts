import { subjectTitle } from '../format.js'
import type { TemplateSource } from '../render.js'

function subjectDays (days: number): string {
  if (days <= 0) return 'closes today'
  return days === 1 ? 'deadline in 1 day' : `deadline in ${days} days`
}

export const deadlineReminder: TemplateSource<'deadline_reminder'> = {
  subject: ({ grant, days_before }) => `${subjectTitle(grant.title)}: ${subjectDays(days_before)}`,

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<p style="margin:0 0 16px;">A quick reminder: this grant <strong><%= it.h.closesIn(it.days_before) %></strong>.</p>
<%~ include('@grant', { grant: it.grant }) %>
<%~ include('@button', { href: it.grant.url, label: 'Open the grant' }) %>
<p style="margin:0 0 16px;">Good luck with your application!</p>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.full_name) %>,

A quick reminder: this grant <%= it.h.closesIn(it.days_before) %>.

<%~ include('@grant', { grant: it.grant }) %>

Good luck with your application!
`,
}
