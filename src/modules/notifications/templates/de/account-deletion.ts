import type { TemplateSource } from '../render.js'

// Sent when DELETE /account schedules the deletion (see ../en/account-deletion.ts). The button's
// name is the account page's ("Löschung abbrechen").
export const accountDeletion: TemplateSource<'account_deletion'> = {
  subject: () => 'Ihr Grantwise-Konto wird gelöscht',

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<p style="margin:0 0 16px;">wie von Ihnen gewünscht, wird Ihr Grantwise-Konto am <strong><%= it.h.instant(it.deletion_due_at) %></strong> gelöscht, zusammen mit den Arbeitsbereichen, in denen nur Sie Mitglied sind. Sie wurden überall abgemeldet.</p>
<p style="margin:0 0 16px;">Haben Sie es sich anders überlegt? Bis dahin können Sie Ihr Konto behalten: Melden Sie sich an und wählen Sie auf Ihrer Kontoseite „Löschung abbrechen“.</p>
<%~ include('@button', { href: it.restore_url, label: 'Meine Kontoseite öffnen' }) %>
<p style="margin:0 0 16px;">Falls Sie die Löschung nicht veranlasst haben, melden Sie sich an, brechen Sie die Löschung ab und ändern Sie Ihr Passwort.</p>
`,

  text: `<% layout('@layout') -%>
<%= it.h.greeting(it.full_name) %>

wie von Ihnen gewünscht, wird Ihr Grantwise-Konto am <%= it.h.instant(it.deletion_due_at) %> gelöscht, zusammen mit den Arbeitsbereichen, in denen nur Sie Mitglied sind. Sie wurden überall abgemeldet.

Haben Sie es sich anders überlegt? Bis dahin können Sie Ihr Konto behalten: Melden Sie sich an und wählen Sie auf Ihrer Kontoseite „Löschung abbrechen“:

<%= it.restore_url %>

Falls Sie die Löschung nicht veranlasst haben, melden Sie sich an, brechen Sie die Löschung ab und ändern Sie Ihr Passwort.
`,
}
