import { MantineProvider } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { I18nextProvider, useTranslation } from 'react-i18next'
import 'dayjs/locale/de'
import { i18n } from './i18n'
import { queryClient } from './query'
import { router } from './router'
import { theme } from './theme'

function Localised () {
  const { i18n: { language } } = useTranslation()
  return (
    <DatesProvider settings={{ locale: language }}>
      <RouterProvider router={router} />
    </DatesProvider>
  )
}

export function App () {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>
          <Localised />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  )
}
