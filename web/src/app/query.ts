import { keepPreviousData, QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api/client'

// Lists keep showing the previous page while the next loads (no skeleton flash on a facet
// click). Client errors (4xx) are answers, not outages: they are not retried.
export const createQueryClient = () => new QueryClient({
  defaultOptions: {
    queries: {
      placeholderData: keepPreviousData,
      staleTime: 30_000,
      retry: (count, error) => !(error instanceof ApiError && error.problem.status < 500) && !isClientError(error) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
})

export const queryClient = createQueryClient()

function isClientError (error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}
