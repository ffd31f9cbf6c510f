import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ConnectorContext, ConnectorItem, GrantDraft, ProjectDraft } from '../connector.js'

// Shared by the CORDIS tests: a context with no network, and the items of a read sorted by kind.

export function testContext (overrides: Partial<ConnectorContext> = {}): ConnectorContext {
  const quiet = () => undefined
  return {
    fetch: () => Promise.reject(new Error('no network in tests')),
    retry: (_what, call) => call(),
    since: null,
    log: { info: quiet, warn: quiet, error: quiet, debug: quiet },
    ...overrides,
  }
}

export interface Read {
  items: ConnectorItem[]
  projects: ProjectDraft[]
  grants: Array<{ grant: GrantDraft; derived: boolean | undefined }>
  skips: Array<{ reference: string; reason: string }>
}

export async function collect (items: AsyncIterable<ConnectorItem>): Promise<Read> {
  const read: Read = { items: [], projects: [], grants: [], skips: [] }
  for await (const item of items) {
    read.items.push(item)
    if (item.kind === 'project') read.projects.push(item.project)
    else if (item.kind === 'grant') read.grants.push({ grant: item.grant, derived: item.derived })
    else read.skips.push({ reference: item.reference, reason: item.reason })
  }
  return read
}

/** A fresh directory holding `files` (name → content). */
export async function directoryWith (files: Record<string, string | Uint8Array>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cordis-test-'))
  for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content)
  return dir
}

export const HE_HEADER = 'id;acronym;status;title;startDate;endDate;totalCost;ecMaxContribution;legalBasis;topics;ecSignatureDate;frameworkProgramme;masterCall;subCall;fundingScheme;nature;objective;contentUpdateDate;rcn;grantDoi'
export const ORG_HEADER = 'projectID;projectAcronym;organisationID;vatNumber;name;shortName;SME;activityType;street;postCode;city;country;nutsCode;geolocation;organizationURL;contactForm;contentUpdateDate;rcn;order;role;ecContribution;netEcContribution;totalCost;endOfParticipation;active'

/** One quoted, `;`-separated CSV line. */
export const line = (values: Array<string | number>) => values.map((v) => `"${String(v).replaceAll('"', '""')}"`).join(';')

/** A Horizon Europe project.csv row; `fields` overrides single columns. */
export function heProject (fields: Record<string, string> = {}): string {
  const row: Record<string, string> = {
    id: '101069001', acronym: 'SUNSTACK', status: 'SIGNED', title: 'Bifacial tandem modules with recyclable encapsulation',
    startDate: '2023-01-01', endDate: '2026-12-31', totalCost: '2500000,50', ecMaxContribution: '2073781,25', legalBasis: 'HORIZON.2.5',
    topics: 'HORIZON-CL5-2022-D3-01-02', ecSignatureDate: '2022-12-05', frameworkProgramme: 'HORIZON', masterCall: 'HORIZON-CL5-2022-D3-01',
    subCall: 'HORIZON-CL5-2022-D3-01', fundingScheme: 'HORIZON-IA', nature: '', objective: '  SUNSTACK designs bifacial tandem modules.\r\nThey can be recycled.  ',
    contentUpdateDate: '2024-06-19 10:05:31', rcn: '254001', grantDoi: '10.3030/101069001', ...fields,
  }
  return line(HE_HEADER.split(';').map((name) => row[name] ?? ''))
}

/** An organization.csv row. */
export function heOrganisation (fields: Record<string, string>): string {
  const row: Record<string, string> = {
    projectID: '101069001', projectAcronym: 'SUNSTACK', organisationID: '999999999', vatNumber: 'DE123456789', name: 'SOLARWERK GMBH', shortName: 'SW',
    SME: 'true', activityType: 'PRC', street: 'Weinbergweg 23', postCode: '06120', city: 'Halle', country: 'DE', nutsCode: 'DEE02', geolocation: '',
    organizationURL: '', contactForm: '', contentUpdateDate: '2024-06-19 10:05:31', rcn: '2000001', order: '1', role: 'coordinator',
    ecContribution: '1000000', netEcContribution: '1000000', totalCost: '1200000', endOfParticipation: 'false', active: 'true', ...fields,
  }
  return line(ORG_HEADER.split(';').map((name) => row[name] ?? ''))
}
