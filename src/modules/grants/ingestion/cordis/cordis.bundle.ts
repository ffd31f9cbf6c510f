import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'
import { createJoinIndex, type JoinIndex } from './cordis.index.js'
import { csvRecords, jsonRecords } from './cordis.formats.js'
import type { RawProject } from './cordis.project.js'
import { projectElements, xmlProject } from './cordis.xml.js'
import { unzipMembers, type ZipMember } from './cordis.zip.js'

// A bundle is what CORDIS publishes together: the files of one directory, or the members of one
// dump zip. It is read in two passes: first the side files (organization, topics, euroSciVoc) are
// indexed by project, then the project files stream past and each row is joined as it comes.
// Two passes because nothing fixes the order of a zip's members; a zip is simply read twice.

export interface Bundle {
  label: string
  members (wanted: (name: string) => boolean): AsyncIterable<ZipMember>
}

export type BundleEvent =
  | { kind: 'project'; raw: RawProject; index: JoinIndex }
  | { kind: 'skip'; reference: string; reason: string; truncated?: true }

type MemberKind = 'organisations' | 'topics' | 'fields' | 'projects'
const DATA = /\.(csv|json|xml)$/i
// Dump members that are not projects although their names say "project".
const NOT_PROJECTS = /^project(?:Deliverables|Publications|IrpPublications)/i

/** What a file or member holds, by its name; null for anything the connector does not read. */
export function memberKind (path: string, explicit = false): MemberKind | null {
  const name = basename(path)
  if (!DATA.test(name) || /^readme/i.test(name) || name === 'manifest.json') return null
  if (/^organi[sz]ations?\./i.test(name)) return 'organisations'
  if (/^topics?\./i.test(name)) return 'topics'
  if (/^euroscivoc\./i.test(name)) return 'fields'
  if (explicit) return 'projects'
  return /project/i.test(name) && !NOT_PROJECTS.test(name) ? 'projects' : null
}

export async function * readBundle (bundle: Bundle, explicit = false): AsyncGenerator<BundleEvent> {
  const index = createJoinIndex()
  const side = (name: string) => { const kind = memberKind(name); return kind !== null && kind !== 'projects' }
  for await (const member of bundle.members(side)) {
    const kind = memberKind(member.name)!
    const from = basename(member.name)
    const add = (row: Record<string, unknown>) =>
      kind === 'organisations' ? index.addOrganisation(row) : kind === 'topics' ? index.addTopic(row, from) : index.addField(row)
    for await (const record of rowsOf(member)) {
      const reason = 'reason' in record ? record.reason : add(record.row)
      if (reason) yield { kind: 'skip', reference: at(`${bundle.label}/${member.name}`, record.at), reason, ...('truncated' in record && record.truncated ? { truncated: true as const } : {}) }
    }
  }
  for await (const member of bundle.members((name) => memberKind(name, explicit) === 'projects')) {
    const reference = `${bundle.label}/${member.name}`
    if (/\.xml$/i.test(member.name)) {
      let n = 0
      for await (const element of projectElements(member.data)) {
        n += 1
        const raw = xmlProject(element, `${reference} <project> ${n}`)
        yield 'reason' in raw ? { kind: 'skip', ...raw } : { kind: 'project', raw, index }
      }
      continue
    }
    for await (const record of rowsOf(member)) {
      const where = at(reference, record.at)
      if ('reason' in record) yield { kind: 'skip', reference: where, reason: record.reason, ...(record.truncated ? { truncated: true as const } : {}) }
      else if (isProjectRow(record.row)) yield { kind: 'project', raw: { row: record.row, reference: where, fields: record.fields }, index }
      else yield { kind: 'skip', reference: where, reason: 'not a project record (no id, acronym or title)' }
    }
  }
}

type Row = { at: string; row: Record<string, unknown>; fields?: { got: number; expected: number } } | { at: string; reason: string; truncated?: true }

/** The records of a CSV or JSON member as objects keyed by CORDIS field names. */
async function * rowsOf (member: ZipMember): AsyncGenerator<Row> {
  if (/\.csv$/i.test(member.name)) {
    for await (const record of csvRecords(member.data)) {
      const at = `row ${record.row}`
      yield 'error' in record ? { at, reason: `unreadable CSV record: ${record.error}` } : { at, row: record.values, fields: { got: record.got, expected: record.expected } }
    }
    return
  }
  if (/\.json$/i.test(member.name)) {
    for await (const record of jsonRecords(member.data)) {
      const at = record.item === null ? '' : `item ${record.item}`
      if ('error' in record) yield { at, reason: record.error, ...(record.truncated ? { truncated: true as const } : {}) }
      else if (record.value && typeof record.value === 'object' && !Array.isArray(record.value)) yield { at, row: record.value as Record<string, unknown> }
      else yield { at, reason: 'not a JSON object' }
    }
  }
  // XML side files do not exist in the dumps: nothing to read.
}

const at = (reference: string, position: string) => (position ? `${reference} ${position}` : reference)
const isProjectRow = (row: Record<string, unknown>) => 'id' in row && ('acronym' in row || 'title' in row)

/** The files of one directory (only `names` of them), opened as they are read. */
export function directoryBundle (dir: string, names: string[]): Bundle {
  return {
    label: dir,
    async * members (wanted) {
      for (const name of names) if (wanted(name)) yield { name, data: createReadStream(join(dir, name)) }
    },
  }
}

/** A dump zip, streamed from `open()` once per pass. */
export function zipBundle (label: string, open: () => AsyncIterable<Uint8Array>): Bundle {
  return { label, members: (wanted) => unzipMembers(open(), (name) => wanted(basename(name))) }
}

/** Every bundle under `path`: a zip, a single file (with its directory's side files) or a tree. */
export async function * bundlesAt (path: string): AsyncGenerator<{ bundle: Bundle; explicit: boolean }> {
  const info = await stat(path)
  if (info.isFile()) {
    if (/\.zip$/i.test(path)) { yield { bundle: zipBundle(path, () => createReadStream(path)), explicit: false }; return }
    const dir = dirname(path)
    const siblings = (await readdir(dir)).filter((n) => { const k = memberKind(n); return k !== null && k !== 'projects' })
    const own = basename(path)
    yield { bundle: directoryBundle(dir, [...siblings.filter((n) => n !== own), own]), explicit: memberKind(own, true) === 'projects' }
    return
  }
  const entries = (await readdir(path, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))
  const files = entries.filter((e) => e.isFile() && memberKind(e.name) !== null).map((e) => e.name)
  if (files.length > 0) yield { bundle: directoryBundle(path, files), explicit: false }
  for (const entry of entries) {
    if (entry.isFile() && extname(entry.name).toLowerCase() === '.zip') {
      const zip = join(path, entry.name)
      yield { bundle: zipBundle(zip, () => createReadStream(zip)), explicit: false }
    } else if (entry.isDirectory() && !entry.name.startsWith('.')) {
      yield * bundlesAt(join(path, entry.name))
    }
  }
}
