import {
  Alert,
  Badge,
  BusyPlaceholder,
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  Heading,
  Muted,
  PageContainer,
  toast,
  usePageTitle,
  type Locale,
} from '@arena/shared-kit';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePublishedLocales, type PublishedNamespace } from '../api/get-published-locales';
import { TRANSLATIONS_NAMESPACE } from '../i18n';
import { AddKeyDialog } from './add-key-dialog';
import {
  compareNamespace,
  flatten,
  formatPercentage,
  newKeyProblem,
  overallPercentage,
  unflatten,
  type FlatStrings,
} from '@arena/shared-kit/locale-rules';
import {
  downloadJson,
  translationRows,
  visibleRows,
  withoutKey,
  type RowFilter,
  type TranslationRow,
} from '../utils/translation-rows';

const LANGUAGES: readonly Locale[] = ['en', 'ar'];
const FILTERS: readonly RowFilter[] = ['all', 'missing', 'extra', 'placeholders'];

type Strings = Record<Locale, FlatStrings>;

const Page = styled(PageContainer)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(8)};
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
`;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  /* A select as wide as its longest namespace stays within a 320-px phone (issue 28). */
  max-inline-size: 100%;
  select {
    max-inline-size: 100%;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

const TableBox = styled.div`
  overflow-x: auto;
  table {
    inline-size: 100%;
    border-collapse: collapse;
  }
  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  td textarea {
    inline-size: 100%;
    min-inline-size: 200px;
    resize: vertical;
  }
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

const FormLabel = styled.span`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function stringsOf(entry: PublishedNamespace | undefined): Strings {
  return { en: flatten(entry?.en ?? {}), ar: flatten(entry?.ar ?? {}) };
}

/** The namespaces by the app that publishes them, in the order the apps answered. */
function byApp(namespaces: PublishedNamespace[]): [string, PublishedNamespace[]][] {
  const groups = new Map<string, PublishedNamespace[]>();
  for (const entry of namespaces) groups.set(entry.app, [...(groups.get(entry.app) ?? []), entry]);
  return [...groups];
}

/**
 * The translation tool (P2 §2 "Translation tool"): the namespaces every app of the portal publishes beside its
 * manifest (found through /platform.json), English and Arabic side by side, the match percentage, missing and
 * extra keys, plural forms as one key, placeholder mismatches, inline editing, add and delete, and a JSON
 * download in place of saving.
 */
export function TranslationsPage() {
  const { t } = useTranslation(TRANSLATIONS_NAMESPACE);
  usePageTitle(t('pageTitle'));
  const published = usePublishedLocales();
  return (
    <Page>
      <Heading>{t('title')}</Heading>
      <Muted>{t('subtitle')}</Muted>
      {published.isPending ? (
        <BusyPlaceholder height="3rem" label={t('loading')} />
      ) : published.data && published.data.namespaces.length > 0 ? (
        <>
          {published.data.unavailable.length > 0 && (
            <Alert $tone="warning">{t('unavailable', { apps: published.data.unavailable.join(', ') })}</Alert>
          )}
          <TranslationsEditor namespaces={published.data.namespaces} />
        </>
      ) : (
        <EmptyState title={t('empty.title')} text={t('empty.text')} />
      )}
    </Page>
  );
}

function TranslationsEditor({ namespaces }: { namespaces: PublishedNamespace[] }) {
  const { t } = useTranslation(TRANSLATIONS_NAMESPACE);
  const ids = { namespace: useId(), language: useId(), search: useId(), filter: useId() };
  const names = useMemo(() => namespaces.map((entry) => entry.namespace), [namespaces]);
  const groups = useMemo(() => byApp(namespaces), [namespaces]);
  const [namespace, setNamespace] = useState(names[0] ?? '');
  const [language, setLanguage] = useState<Locale>('ar');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<RowFilter>('all');
  const [adding, setAdding] = useState(false);
  const [edited, setEdited] = useState<Record<string, Strings>>({});
  const [deleting, setDeleting] = useState<TranslationRow | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  const strings = useMemo(
    () => edited[namespace] ?? stringsOf(namespaces.find((entry) => entry.namespace === namespace)),
    [namespaces, edited, namespace],
  );
  const report = useMemo(() => compareNamespace(strings.en, strings.ar), [strings]);
  const rows = useMemo(() => translationRows(strings.en, strings.ar), [strings]);
  const shown = visibleRows(rows, strings, filter, search);
  const overall = useMemo(
    () =>
      overallPercentage(
        names.map((name) => {
          const { en, ar } = edited[name] ?? stringsOf(namespaces.find((entry) => entry.namespace === name));
          return compareNamespace(en, ar);
        }),
      ),
    [namespaces, edited, names],
  );
  const source = namespaces.find((entry) => entry.namespace === namespace)?.source ?? '';

  const update = (next: Strings) => setEdited((current) => ({ ...current, [namespace]: next }));
  const setValue = (lng: Locale, form: string, value: string) =>
    update({ ...strings, [lng]: { ...strings[lng], [form]: value } });

  const keyProblem = (key: string) => {
    const problem = newKeyProblem(key, [...Object.keys(strings.en), ...Object.keys(strings.ar)]);
    return problem && t(`add.${problem}`);
  };

  const addKey = (key: string) => {
    update({ en: { ...strings.en, [key]: '' }, ar: { ...strings.ar, [key]: '' } });
    setAdding(false);
    toast.success(t('add.added', { key }));
  };

  const deleteKey = (row: TranslationRow) => {
    update({
      en: withoutKey(strings.en, row.key, row.enForms),
      ar: withoutKey(strings.ar, row.key, row.arForms),
    });
    setDeleting(null);
    toast.success(t('delete.done', { key: row.key }));
  };

  const placeholderList = (names: string[]) =>
    names.length ? names.map((name) => `{{${name}}}`).join(' ') : t('table.none');

  return (
    <>
      <Controls>
        <Control>
          <label htmlFor={ids.namespace}>{t('namespace')}</label>
          <select id={ids.namespace} value={namespace} onChange={(event) => setNamespace(event.target.value)}>
            {groups.map(([app, entries]) => (
              <optgroup key={app} label={t('app', { app })}>
                {entries.map((entry) => (
                  <option key={entry.namespace} value={entry.namespace}>
                    {entry.namespace}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Control>
        <Control>
          <label htmlFor={ids.language}>{t('language')}</label>
          <select
            id={ids.language}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Locale)}
          >
            {LANGUAGES.map((lng) => (
              <option key={lng} value={lng}>
                {t(`languages.${lng}`)}
              </option>
            ))}
          </select>
        </Control>
        <Control>
          <label htmlFor={ids.filter}>{t('show')}</label>
          <select
            id={ids.filter}
            value={filter}
            onChange={(event) => setFilter(event.target.value as RowFilter)}
          >
            {FILTERS.map((name) => (
              <option key={name} value={name}>
                {t(`filters.${name}`)}
              </option>
            ))}
          </select>
        </Control>
        <Control>
          <label htmlFor={ids.search}>{t('search')}</label>
          <input
            id={ids.search}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Control>
        <Button
          type="button"
          onClick={() => downloadJson(`${namespace}.${language}.json`, unflatten(strings[language]))}
        >
          {t('download')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setHelpOpen(true)}>
          {t('saveHelp.button')}
        </Button>
      </Controls>

      <Stats aria-label={t('stats.label')}>
        <div>
          <dt>{t('stats.enCount')}</dt>
          <dd data-testid="en-count">{report.enCount}</dd>
        </div>
        <div>
          <dt>{t('stats.arCount')}</dt>
          <dd data-testid="ar-count">{report.arCount}</dd>
        </div>
        <div>
          <dt>{t('stats.match')}</dt>
          <dd data-testid="match-percentage" dir="ltr">
            {formatPercentage(report.matchPercentage)}
          </dd>
        </div>
        <div>
          <dt>{t('stats.missing')}</dt>
          <dd data-testid="missing-count">{report.missingInArabic.length}</dd>
        </div>
        <div>
          <dt>{t('stats.extra')}</dt>
          <dd data-testid="extra-count">{report.extraInArabic.length}</dd>
        </div>
        <div>
          <dt>{t('stats.placeholders')}</dt>
          <dd data-testid="placeholder-count">{report.placeholderMismatches.length}</dd>
        </div>
        <div>
          <dt>{t('stats.overall')}</dt>
          <dd data-testid="overall-percentage" dir="ltr">
            {formatPercentage(overall)}
          </dd>
        </div>
      </Stats>

      <Controls>
        <Button type="button" onClick={() => setAdding(true)}>
          {t('add.button')}
        </Button>
      </Controls>

      <TableBox>
        <table>
          <caption>{t('table.caption', { namespace })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.key')}</th>
              <th scope="col">{t('languages.en')}</th>
              <th scope="col">{t('languages.ar')}</th>
              <th scope="col">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key} data-testid="translation-row">
                <th scope="row" dir="ltr">
                  <code>{row.key}</code> {row.plural && <Badge>{t('table.plural')}</Badge>}
                  {row.mismatch && (
                    <Warning>
                      {t('table.placeholdersDiffer', {
                        en: placeholderList(row.mismatch.en),
                        ar: placeholderList(row.mismatch.ar),
                      })}
                    </Warning>
                  )}
                </th>
                {LANGUAGES.map((lng) => {
                  const forms = lng === 'en' ? row.enForms : row.arForms;
                  return (
                    <td key={lng} lang={lng} dir={lng === 'ar' ? 'rtl' : 'ltr'}>
                      {forms.length === 0 && <Badge $tone="danger">{t('table.missingValue')}</Badge>}
                      {forms.map((form) => (
                        <div key={form}>
                          {row.plural && <FormLabel dir="ltr">{form.slice(row.key.length + 1)}</FormLabel>}
                          <textarea
                            rows={1}
                            aria-label={t('table.valueLabel', { key: form, language: t(`languages.${lng}`) })}
                            value={strings[lng][form]}
                            onChange={(event) => setValue(lng, form, event.target.value)}
                          />
                        </div>
                      ))}
                    </td>
                  );
                })}
                <td>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t('delete.label', { key: row.key })}
                    onClick={() => setDeleting(row)}
                  >
                    {t('delete.button')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <Muted>{t('table.empty')}</Muted>}
      </TableBox>

      <AddKeyDialog
        open={adding}
        namespace={namespace}
        problemOf={keyProblem}
        onAdd={addKey}
        onCancel={() => setAdding(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        message={deleting ? t('delete.message', { key: deleting.key }) : undefined}
        confirmLabel={t('delete.confirm')}
        tone="danger"
        onConfirm={() => deleting && deleteKey(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <Dialog
        open={helpOpen}
        title={t('saveHelp.title')}
        onClose={() => setHelpOpen(false)}
        actions={
          <Button type="button" onClick={() => setHelpOpen(false)}>
            {t('saveHelp.close')}
          </Button>
        }
      >
        <p>{t('saveHelp.text')}</p>
        <ol>
          <li>{t('saveHelp.step1')}</li>
          <li>{t('saveHelp.step2', { file: `${source}/${language}.json` })}</li>
          <li>{t('saveHelp.step3')}</li>
        </ol>
      </Dialog>
    </>
  );
}

export default TranslationsPage;
