import { Alert, Anchor, Button, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LEARNING_PAGE_SIZE, LEARNING_STRENGTH_MAX, type LearnedQueriesAnswer } from '@vitrina/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../../../lib/notify';
import { useLocale } from '../../../../lib/use-locale';
import { EmptyState } from '../../../../ui/empty-state';
import { useLearnedQueries, useResetLearning } from '../../api/learning';
import { LearnedQueriesTable } from './learned-queries-table';
import { LearnedQueryDetail } from './learned-query-detail';
import { ResetLearningDialog, type ResetTarget } from './reset-learning-dialog';

/**
 * Learned ranking: the queries search reorders from shoppers' clicks, carts and purchases, what it
 * learned for one of them, and resets (one query or everything), which need the edit permission.
 */
export function LearningScreen({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const [target, setTarget] = useState<ResetTarget | null>(null);
  const list = useLearnedQueries(projectId, { search: debounced, skip: (page - 1) * LEARNING_PAGE_SIZE });
  const reset = useResetLearning(projectId);
  const detailRef = useRef<HTMLDivElement>(null);
  const data = list.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / LEARNING_PAGE_SIZE));
  const nothingLearned = data !== undefined && data.total === 0 && !debounced;

  useEffect(() => {
    if (selected) detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [selected]);

  const confirmReset = (confirmed: ResetTarget) =>
    reset.mutate(confirmed === 'all' ? null : confirmed.key, {
      onSuccess: () => {
        notifySuccess(
          confirmed === 'all' ? t('relevance.learning.allReset') : t('relevance.learning.queryReset', { query: confirmed.query }),
        );
        setTarget(null);
        if (confirmed === 'all' || confirmed.key === selected) setSelected(null);
        if (confirmed === 'all') setPage(1);
      },
    });

  return (
    <Stack maw={1200} data-testid="learning-page">
      <Text size="sm" c="dimmed">
        {t('relevance.learning.intro')}
      </Text>
      {data && <LearningState projectId={projectId} answer={data} />}
      <Group justify="space-between" align="flex-end">
        <TextInput
          placeholder={t('relevance.learning.searchPlaceholder')}
          aria-label={t('relevance.learning.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
          data-testid="learning-search"
        />
        <Stack gap={4} align="flex-end">
          <Button
            color="red"
            variant="light"
            disabled={!canEdit || !data || nothingLearned}
            onClick={() => setTarget('all')}
            data-testid="learning-reset-all"
          >
            {t('relevance.learning.resetAll')}
          </Button>
          {!canEdit && (
            <Text size="xs" c="dimmed" data-testid="learning-needs-edit">
              {t('relevance.learning.needsEdit')}
            </Text>
          )}
        </Stack>
      </Group>
      {list.isPending && <Loader size="sm" />}
      {list.isError && <Alert color="red">{t('relevance.common.loadFailed')}</Alert>}
      {data && data.queries.length === 0 && (
        <EmptyState
          title={debounced ? undefined : t('relevance.learning.emptyTitle')}
          description={debounced ? t('relevance.learning.nothingFound') : t('relevance.learning.empty')}
        />
      )}
      {data && data.queries.length > 0 && (
        <>
          <Text size="sm" c="dimmed" data-testid="learning-total">
            {t('relevance.learning.total', { total: new Intl.NumberFormat(locale).format(data.total) })}
          </Text>
          <LearnedQueriesTable queries={data.queries} selected={selected} onSelect={(query) => setSelected(query.key)} />
        </>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} data-testid="learning-pages" />}
      {selected ? (
        <div ref={detailRef}>
          <LearnedQueryDetail
            key={selected}
            projectId={projectId}
            queryKey={selected}
            canEdit={canEdit}
            onReset={(answer) => setTarget({ key: answer.key, query: answer.query })}
            onClose={() => setSelected(null)}
          />
        </div>
      ) : (
        data &&
        data.queries.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('relevance.learning.selectHint')}
          </Text>
        )
      )}
      <ResetLearningDialog target={target} loading={reset.isPending} onConfirm={confirmReset} onClose={() => setTarget(null)} />
    </Stack>
  );
}

/** One line on whether search uses what it learned, and where that is changed. */
function LearningState({ projectId, answer }: { projectId: string; answer: LearnedQueriesAnswer }) {
  const { t } = useTranslation();
  const link = (
    <Anchor component={Link} to={`/project/${encodeURIComponent(projectId)}/settings/configuration`} data-testid="learning-settings-link">
      {answer.enabled ? t('relevance.learning.state.change') : t('relevance.learning.state.turnOn')}
    </Anchor>
  );
  return (
    <Alert color={answer.enabled ? 'blue' : 'yellow'} variant="light" data-testid="learning-state" data-enabled={answer.enabled}>
      {answer.enabled
        ? t('relevance.learning.state.on', { strength: answer.strength, max: LEARNING_STRENGTH_MAX })
        : t('relevance.learning.state.off')}{' '}
      {link}
    </Alert>
  );
}
