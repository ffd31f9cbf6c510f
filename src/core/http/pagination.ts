import { Type } from 'typebox'

export const PageQuery = {
  // Bounded so the offset always fits PostgreSQL's bigint (a huge page was a 500).
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
}

export interface Page<T> { items: T[]; total: number; page: number; page_size: number; pages: number }

export function page<T> (items: T[], total: number, { page, page_size }: { page: number; page_size: number }): Page<T> {
  return { items, total, page, page_size, pages: Math.ceil(total / page_size) }
}

export const offsetOf = ({ page, page_size }: { page: number; page_size: number }) => (page - 1) * page_size
