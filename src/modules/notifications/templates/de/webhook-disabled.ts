import type { TemplateSource } from '../render.js'

// Essential: the workspace stopped receiving events and nobody may notice otherwise. The reason is
// the delivery log's technical note (HTTP status, time-out), quoted as recorded.
export const webhookDisabled: TemplateSource<'webhook_disabled'> = {
  subject: () => 'Ein Grantwise-Webhook-Endpunkt wurde deaktiviert',

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.full_name) %></p>
<p style="margin:0 0 16px;">Grantwise sendet seit <%= it.h.instant(it.disabled_at) %> keine Ereignisse mehr an den Webhook-Endpunkt <strong style="word-break:break-all;"><%= it.endpoint_url %></strong><% if (it.description) { %> (<%= it.description %>)<% } %>.</p>
<p style="margin:0 0 16px;">Grund: <%= it.reason %></p>
<p style="margin:0 0 16px;">Sobald der Empfänger wieder funktioniert, aktivieren Sie den Endpunkt in den Integrationseinstellungen des Arbeitsbereichs; fehlgeschlagene Zustellungen können Sie aus dem Zustellprotokoll erneut senden.</p>
<%~ include('@button', { href: it.settings_url, label: 'Webhook-Einstellungen öffnen' }) %>
`,

  text: `<% layout('@layout') -%>
<%= it.h.greeting(it.full_name) %>

Grantwise sendet seit <%= it.h.instant(it.disabled_at) %> keine Ereignisse mehr an den Webhook-Endpunkt <%= it.endpoint_url %><% if (it.description) { %> (<%= it.h.line(it.description) %>)<% } %>.

Grund: <%= it.h.line(it.reason) %>

Sobald der Empfänger wieder funktioniert, aktivieren Sie den Endpunkt in den Integrationseinstellungen des Arbeitsbereichs; fehlgeschlagene Zustellungen können Sie aus dem Zustellprotokoll erneut senden.

Webhook-Einstellungen öffnen: <%= it.settings_url %>
`,
}
