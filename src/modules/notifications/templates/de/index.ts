import type { LanguagePack } from '../render.js'
import { accountDeletion } from './account-deletion.js'
import { applicationStatus } from './application-status.js'
import { assignment } from './assignment.js'
import { commissionStatus } from './commission-status.js'
import { deadlineReminder } from './deadline-reminder.js'
import { grantChanged } from './grant-changed.js'
import { invitation } from './invitation.js'
import { mention } from './mention.js'
import { newMatch } from './new-match.js'
import { partnerApplication } from './partner-application.js'
import { partnerStatus } from './partner-status.js'
import { passwordReset } from './password-reset.js'
import { savedSearch } from './saved-search.js'
import { testEmail } from './test-email.js'
import { webhookDisabled } from './webhook-disabled.js'
import { weeklyDigest } from './weekly-digest.js'
import { welcome } from './welcome.js'

// The e-mails in German, addressing the reader formally ("Sie"), as the web app's German does.
export const de: LanguagePack = {
  layout: {
    sign_off: 'Ihr Grantwise-Team',
    preferences_before: 'Welche E-Mails Sie erhalten, legen Sie in Ihren ',
    preferences_label: 'Benachrichtigungseinstellungen',
    preferences_after: ' fest.',
    preferences_text: 'Benachrichtigungseinstellungen',
    partner_footer: 'Sie erhalten diese E-Mail, weil Sie am Grantwise-Partnerprogramm teilnehmen.',
    unsubscribe: 'Diese E-Mails abbestellen',
    button_fallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    deadline: 'Frist',
    funding: 'Förderung',
  },
  templates: {
    welcome,
    password_reset: passwordReset,
    test: testEmail,
    new_match: newMatch,
    deadline_reminder: deadlineReminder,
    weekly_digest: weeklyDigest,
    application_status: applicationStatus,
    partner_status: partnerStatus,
    commission_status: commissionStatus,
    invitation,
    mention,
    assignment,
    webhook_disabled: webhookDisabled,
    saved_search: savedSearch,
    grant_changed: grantChanged,
    account_deletion: accountDeletion,
    partner_application: partnerApplication,
  },
}
