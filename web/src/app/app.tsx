import { mergeThemeOverrides, MantineProvider, type MantineThemeComponents } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { useMarkReady } from './first-view'
import { i18n } from './i18n'
import { queryClient as browserQueryClient } from './query'
import { router as browserRouter } from './router'
import { cssVariablesResolver, theme } from './theme'

// Controls Mantine draws without a name (toast and dialog close buttons, the pager's arrows) get one in
// the current language, so every area's toasts and pagers pass axe's button-name rule.
interface AppProps { router?: typeof browserRouter; queryClient?: QueryClient }

function Themed ({ router = browserRouter, queryClient = browserQueryClient }: AppProps) {
  const { t } = useTranslation()
  const control: Record<string, string> = { first: t('pagination.first'), previous: t('pagination.previous'), next: t('pagination.next'), last: t('pagination.last') }
  const localised = mergeThemeOverrides(theme, {
    // Plain theme entries, not `Modal.extend(…)`: importing the components here would put the
    // dialog and pager code into the first load of every page.
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } },
      Pagination: {
        defaultProps: {
          getControlProps: (c: string) => ({ 'aria-label': control[c] }),
          getItemProps: (page: number) => ({ 'aria-label': t('pagination.page', { page }) }),
        },
      },
    } satisfies MantineThemeComponents,
  })
  return (
    <MantineProvider theme={localised} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  )
}

/** The app; the browser's router and query cache unless given (a first view rendered on the server). */
export function App (props: AppProps) {
  useMarkReady('shell')
  return (
    <I18nextProvider i18n={i18n}>
      <Themed {...props} />
    </I18nextProvider>
  )
}
