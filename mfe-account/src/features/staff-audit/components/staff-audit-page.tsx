import type { AuditEntry } from '@arena/contract';
import {
  Alert,
  Button,
  Card,
  DataTable,
  EmptyState,
  formatDateTime,
  formatNumber,
  Heading,
  Muted,
  SelectField,
  Skeleton,
  TextField,
  useLocale,
  usePageTitle,
  type DataTableColumn,
} from '@arena/shared-kit';
import { DeskFilters, DeskPage } from '@arena/shared-kit/staff-desk';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useStaffMembers } from '../../../hooks/use-staff-members';
import { useAuditLog } from '../api/get-audit-log';
import { STAFF_AUDIT_NAMESPACE } from '../i18n';
import { auditChanges, auditValueText, type AuditValueWords } from '../utils/audit-changes';
import { auditFiltersOf, auditSearchOf, NO_AUDIT_FILTERS, type AuditFilters } from '../utils/audit-filters';

/** The action domains the log's filter offers (`<domain>.<verb>`, DESIGN §5), in the desk's order. */
const AUDIT_DOMAINS = [
  'staffRole',
  'payout',
  'bugReport',
  'supportTicket',
  'registration',
  'dispute',
  'tournament',
  'match',
  'ladder',
  'pass',
  'player',
] as const;

/** The records staff writes change, by the table the API names. */
const RECORD_TYPES = [
  'users',
  'payment_transactions',
  'bug_reports',
  'support_tickets',
  'registrations',
  'tournaments',
  'matchmaking_matches',
  'bracket_matches',
] as const;

const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  align-self: end;
`;

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  li + li {
    margin-block-start: ${({ theme }) => theme.space(1)};
  }
`;

const RecordCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  code {
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An action's words: its own label (`payout.settle`), else as the API wrote it. */
function actionLabel(t: Translate, action: string): string {
  return /^[A-Za-z]+\.[A-Za-z]+$/.test(action) ? t(`actions.${action}`, { defaultValue: action }) : action;
}

/** A record type's words, else as the API wrote it. */
function recordTypeLabel(t: Translate, type: string): string {
  return /^[a-z_]+$/.test(type) ? t(`recordTypes.${type}`, { defaultValue: type }) : type;
}

function ChangesCell({ entry, words }: { entry: AuditEntry; words: AuditValueWords }) {
  const { t } = useTranslation(STAFF_AUDIT_NAMESPACE);
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <Muted>{t('noChanges')}</Muted>;
  return (
    <Changes>
      {changes.map((change) => (
        <li key={change.field}>
          {t('change', {
            field: change.field,
            before: auditValueText(change.before, words) ?? t('none'),
            after: auditValueText(change.after, words) ?? t('none'),
          })}
        </li>
      ))}
    </Changes>
  );
}

/**
 * /staff/audit (DESIGN §5; admins): every staff write, newest first — when, who, what, which record and the fields it
 * changed — filtered by staff member, action domain, record and days. The filters live in the address, so a link
 * reproduces the view, and a record's id leads to its whole history.
 */
export function StaffAuditPage() {
  const { t } = useTranslation(STAFF_AUDIT_NAMESPACE);
  const locale = useLocale();
  usePageTitle(t('title'));
  const [search, setSearch] = useSearchParams();
  const applied = useMemo(() => auditFiltersOf(search), [search]);
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const log = useAuditLog(applied);
  const staff = useStaffMembers();

  // Back and forward, or a link, change the address: the form follows.
  useEffect(() => setDraft(applied), [applied]);

  const show = (filters: AuditFilters) => setSearch(auditSearchOf(filters));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ ...draft, page: 1 });
  };
  const edit = (key: keyof Omit<AuditFilters, 'page'>) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const words = useMemo<AuditValueWords>(
    () => ({
      separator: t('separator'),
      yes: t('yes'),
      no: t('no'),
      number: (value) => formatNumber(value, locale),
    }),
    [t, locale],
  );

  const columns = useMemo<DataTableColumn<AuditEntry>[]>(
    () => [
      { key: 'at', header: t('table.at'), nowrap: true, cell: (entry) => formatDateTime(entry.at, locale) },
      {
        key: 'staff',
        header: t('table.staff'),
        nowrap: true,
        cell: (entry) =>
          entry.staff ? (
            <bdi dir="ltr">{`${entry.staff.gameName}#${entry.staff.tagLine}`}</bdi>
          ) : (
            <Muted as="span">{t('deletedStaff')}</Muted>
          ),
      },
      { key: 'action', header: t('table.action'), cell: (entry) => actionLabel(t, entry.action) },
      {
        key: 'record',
        header: t('table.record'),
        cell: (entry) => {
          const type = recordTypeLabel(t, entry.record.type);
          const history = auditSearchOf({
            ...NO_AUDIT_FILTERS,
            recordType: entry.record.type,
            recordId: entry.record.id,
          });
          return (
            <RecordCell>
              <span>{type}</span>
              <Link
                to={{ search: `?${history.toString()}` }}
                aria-label={t('recordHistory', { type, id: entry.record.id })}
              >
                <code dir="ltr">{entry.record.id}</code>
              </Link>
            </RecordCell>
          );
        },
      },
      {
        key: 'changes',
        header: t('table.changes'),
        cell: (entry) => <ChangesCell entry={entry} words={words} />,
      },
    ],
    [t, locale, words],
  );

  const members = staff.data ?? [];
  const knownStaff = !draft.staffId || members.some((member) => member.player.id === draft.staffId);
  const knownAction = !draft.action || (AUDIT_DOMAINS as readonly string[]).includes(draft.action);
  const knownType = !draft.recordType || (RECORD_TYPES as readonly string[]).includes(draft.recordType);
  const entries = log.data?.data ?? [];
  const pages = Math.max(1, log.data?.pagination.pages ?? 1);

  return (
    <DeskPage>
      <Heading>{t('title')}</Heading>
      <Muted>{t('intro')}</Muted>
      <Card>
        <DeskFilters aria-label={t('filters.label')} onSubmit={apply}>
          <SelectField
            label={t('filters.staff')}
            value={draft.staffId}
            onChange={(event) => edit('staffId')(event.target.value)}
          >
            <option value="">{t('filters.allStaff')}</option>
            {members.map((member) => (
              <option key={member.player.id} value={member.player.id}>
                {`${member.player.gameName}#${member.player.tagLine}`}
              </option>
            ))}
            {!knownStaff && (
              <option value={draft.staffId}>{t('filters.otherStaff', { id: draft.staffId })}</option>
            )}
          </SelectField>
          <SelectField
            label={t('filters.action')}
            value={draft.action}
            onChange={(event) => edit('action')(event.target.value)}
          >
            <option value="">{t('filters.allActions')}</option>
            {AUDIT_DOMAINS.map((domain) => (
              <option key={domain} value={domain}>
                {t(`domains.${domain}`)}
              </option>
            ))}
            {!knownAction && <option value={draft.action}>{actionLabel(t, draft.action)}</option>}
          </SelectField>
          <SelectField
            label={t('filters.recordType')}
            value={draft.recordType}
            onChange={(event) => edit('recordType')(event.target.value)}
          >
            <option value="">{t('filters.allRecordTypes')}</option>
            {RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {recordTypeLabel(t, type)}
              </option>
            ))}
            {!knownType && <option value={draft.recordType}>{draft.recordType}</option>}
          </SelectField>
          <TextField
            label={t('filters.recordId')}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            value={draft.recordId}
            onChange={(event) => edit('recordId')(event.target.value)}
          />
          <TextField
            label={t('filters.from')}
            type="date"
            max={draft.to || undefined}
            value={draft.from}
            onChange={(event) => edit('from')(event.target.value)}
          />
          <TextField
            label={t('filters.to')}
            type="date"
            min={draft.from || undefined}
            value={draft.to}
            onChange={(event) => edit('to')(event.target.value)}
          />
          <FilterActions>
            <Button type="submit">{t('filters.apply')}</Button>
            <Button $variant="secondary" onClick={() => show(NO_AUDIT_FILTERS)}>
              {t('filters.clear')}
            </Button>
          </FilterActions>
        </DeskFilters>
      </Card>
      {log.isPending ? (
        <Skeleton $height="320px" />
      ) : log.isError ? (
        <Alert $tone="danger">{t('loadFailed')}</Alert>
      ) : entries.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <Card>
          <DataTable
            caption={t('table.caption')}
            columns={columns}
            rows={entries}
            rowKey={(entry) => entry.id}
            pager={{
              page: applied.page,
              pages,
              label: t('pager'),
              onPage: (page) => show({ ...applied, page }),
            }}
          />
          <Footer>
            <Muted>{t('page', { page: applied.page, pages })}</Muted>
          </Footer>
        </Card>
      )}
    </DeskPage>
  );
}
