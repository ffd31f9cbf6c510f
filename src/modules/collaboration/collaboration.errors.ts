import { defineError } from '../../core/http/errors.js'

export const commentNotFound = defineError({ status: 404, code: 'comments.not_found', title: 'Comment not found' })
export const notCommentAuthor = defineError({ status: 403, code: 'comments.not_author', title: 'Not your comment' })
