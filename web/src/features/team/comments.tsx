import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap, type Schemas } from '../../api/client'
import { useMe } from '../../app/auth'
import { useFormat } from '../../app/format'
import { QueryState } from '../../app/page'
import { Pager } from '../../app/pager'
import { problemOf } from '../../app/problem-alert'
import { CommentComposer, type Draft } from './comment-composer'
import { abilities, problemSentence } from './workspace'

// The comment thread of a match or an application, oldest first, with a composer at the end.
// Authors edit and delete their own comments; admins and owners may delete any.

export type Subject = { type: 'match' | 'application'; id: string }
type Comment = Schemas['Comment']
const PAGE_SIZE = 50

async function listComments(s: Subject, page: number) {
  const query = { page, page_size: PAGE_SIZE }
  return unwrap(
    s.type === 'match'
      ? await api.GET('/api/v1/matches/match/{match_id}/comments', { params: { path: { match_id: s.id }, query } })
      : await api.GET('/api/v1/applications/{application_id}/comments', {
          params: { path: { application_id: s.id }, query },
        }),
  )
}

async function postComment(s: Subject, body: Draft) {
  return unwrap(
    s.type === 'match'
      ? await api.POST('/api/v1/matches/match/{match_id}/comments', { params: { path: { match_id: s.id } }, body })
      : await api.POST('/api/v1/applications/{application_id}/comments', {
          params: { path: { application_id: s.id } },
          body,
        }),
  )
}

export function Comments({ subject }: { subject: Subject }) {
  const { t } = useTranslation('team')
  const queryClient = useQueryClient()
  const [page, setPage] = useState<number | null>(null)
  const key = ['comments', subject.type, subject.id]
  const list = useQuery({ queryKey: [...key, page], queryFn: () => listComments(subject, page ?? 1) })
  // Open on the last page (the newest comments), once its number is known.
  const last = list.data?.pages ?? 1
  if (page === null && list.data && last > 1) setPage(last)
  const create = useMutation({ mutationFn: (draft: Draft) => postComment(subject, draft) })
  const refresh = () => queryClient.invalidateQueries({ queryKey: key })

  const add = async (draft: Draft) => {
    const ok = await create.mutateAsync(draft).then(
      () => true,
      () => false,
    )
    await refresh()
    return ok
  }

  return (
    <Card withBorder component="section" aria-labelledby={`comments-${subject.id}`}>
      <Title order={2} size="h4" mb="sm" id={`comments-${subject.id}`}>
        {t('comments.title')}
      </Title>
      <Stack gap="sm">
        <QueryState query={list}>
          {(data) =>
            data.items.length === 0 ? (
              <Text size="sm">{t('comments.none')}</Text>
            ) : (
              <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('comments.title')}>
                {data.items.map((c) => (
                  <CommentItem key={c.id} comment={c} onChanged={refresh} />
                ))}
              </Stack>
            )
          }
        </QueryState>
        <Pager page={page ?? 1} pages={last} onChange={setPage} />
        {create.error && (
          <Alert color="red" role="alert">
            {problemSentence(t, problemOf(create.error))}
          </Alert>
        )}
        <CommentComposer
          label={t('comments.new')}
          submitLabel={t('comments.post')}
          busy={create.isPending}
          onSubmit={add}
        />
      </Stack>
    </Card>
  )
}

function CommentItem({ comment, onChanged }: { comment: Comment; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation('team')
  const f = useFormat()
  const me = useMe()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const own = comment.author?.id === me.data?.id
  const mayDelete = own || abilities(me.data?.role).manage
  const edit = useMutation({
    mutationFn: async (draft: Draft) =>
      unwrap(
        await api.PATCH('/api/v1/comments/{comment_id}', { params: { path: { comment_id: comment.id } }, body: draft }),
      ),
  })
  const remove = useMutation({
    mutationFn: async () =>
      unwrap(await api.DELETE('/api/v1/comments/{comment_id}', { params: { path: { comment_id: comment.id } } })),
  })
  const author = comment.author?.full_name ?? t('comments.formerMember')
  const error = edit.error ?? remove.error

  return (
    <Card component="li" withBorder padding="sm" aria-label={t('comments.by', { name: author })}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" fw={600}>
          {author}
        </Text>
        <Text size="xs">
          {f.dateTime(comment.created_at)}
          {comment.edited_at && ` · ${t('comments.edited')}`}
        </Text>
      </Group>
      {editing ? (
        <CommentComposer
          label={t('comments.editLabel')}
          submitLabel={t('comments.save')}
          busy={edit.isPending}
          initial={{ body: comment.body, mentions: comment.mentions.map((m) => m.id) }}
          onCancel={() => setEditing(false)}
          onSubmit={async (draft) => {
            const ok = await edit.mutateAsync(draft).then(
              () => true,
              () => false,
            )
            if (ok) {
              setEditing(false)
              await onChanged()
            }
            return ok
          }}
        />
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.body}
        </Text>
      )}
      {!editing && (own || mayDelete) && (
        <Group gap="xs" mt="xs">
          {own && (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => setEditing(true)}
              aria-label={t('comments.editNamed', { name: author })}
            >
              {t('comments.edit')}
            </Button>
          )}
          {mayDelete && (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => setDeleting(true)}
              aria-label={t('comments.deleteNamed', { name: author })}
            >
              {t('comments.delete')}
            </Button>
          )}
        </Group>
      )}
      {error && (
        <Alert mt="xs" color="red" role="alert">
          {problemSentence(t, problemOf(error))}
        </Alert>
      )}
      <Modal opened={deleting} onClose={() => setDeleting(false)} title={t('comments.deleteTitle')}>
        <Stack>
          <Text size="sm">{t('comments.deleteConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              data-autofocus
              onClick={() =>
                void remove.mutateAsync().then(
                  () => {
                    setDeleting(false)
                    return onChanged()
                  },
                  () => setDeleting(false),
                )
              }
            >
              {t('comments.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  )
}
