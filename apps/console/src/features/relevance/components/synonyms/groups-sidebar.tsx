import { ActionIcon, Alert, Badge, Button, Group, NavLink, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SynonymGroup, synonymGroupBody } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrors, zodErrors } from '../../../../lib/form';
import { ApiError } from '../../../../lib/http';
import { useLocale } from '../../../../lib/use-locale';
import { Modal } from '../../../../ui/modal';
import { type GroupValues, useSaveSynonymGroup } from '../../api/synonym-groups';

interface GroupsSidebarProps {
  projectId: string;
  groups: SynonymGroup[];
  current: string | null;
  onSelect: (groupId: string | null) => void;
  canEdit: boolean;
}

/** Synonym groups: filter by group; editors create, rename and delete (all but the default group). */
export function GroupsSidebar({ projectId, groups, current, onSelect, canEdit }: GroupsSidebarProps) {
  const { t } = useTranslation();
  const save = useSaveSynonymGroup(projectId);
  const [editing, setEditing] = useState<SynonymGroup | 'new' | null>(null);
  return (
    <Stack gap={4} data-testid="synonym-groups">
      <Group justify="space-between">
        <Title order={5}>{t('relevance.groups.heading')}</Title>
        {canEdit && (
          <Button size="xs" variant="light" onClick={() => setEditing('new')} data-testid="synonym-group-add">
            + {t('relevance.groups.add')}
          </Button>
        )}
      </Group>
      <NavLink label={t('relevance.groups.all')} active={current === null} onClick={() => onSelect(null)} />
      {groups.map((group) => (
        <Group key={group.id} gap={2} wrap="nowrap">
          <NavLink
            label={group.name}
            description={group.isDefault ? t('relevance.groups.default') : group.description || undefined}
            active={current === group.id}
            onClick={() => onSelect(group.id)}
            rightSection={<Badge variant="light">{group.synonymsCount}</Badge>}
            style={{ flex: 1 }}
            data-testid={`synonym-group-${group.id}`}
          />
          {canEdit && (
            <ActionIcon variant="subtle" aria-label={t('relevance.common.edit')} onClick={() => setEditing(group)}>
              ✎
            </ActionIcon>
          )}
          {canEdit && !group.isDefault && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('relevance.common.delete')}
              onClick={() => {
                if (!window.confirm(t('relevance.groups.confirmDelete', { name: group.name }))) return;
                save.mutate({ groupId: group.id }, { onSuccess: () => current === group.id && onSelect(null) });
              }}
            >
              ✕
            </ActionIcon>
          )}
        </Group>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('relevance.groups.addTitle') : t('relevance.groups.editTitle')}
      >
        {editing !== null && (
          <GroupForm
            key={editing === 'new' ? 'new' : editing.id}
            projectId={projectId}
            group={editing === 'new' ? null : editing}
            groups={groups}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

function GroupForm({
  projectId,
  group,
  groups,
  onDone,
}: {
  projectId: string;
  group: SynonymGroup | null;
  groups: SynonymGroup[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { locale, translateRef } = useLocale();
  const save = useSaveSynonymGroup(projectId);
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<GroupValues>({
    initialValues: { name: group?.name ?? '', description: group?.description ?? '' },
    validate: (values) => {
      const errors = zodErrors(synonymGroupBody, values, locale);
      const name = values.name.trim().toLowerCase();
      // Spec §5: a group name is unique in its project.
      if (!errors.name && groups.some((other) => other.id !== group?.id && other.name.trim().toLowerCase() === name))
        errors.name = translateRef('validation.groupNameTaken');
      return errors;
    },
  });
  const onSubmit = async (values: GroupValues) => {
    setGeneral(null);
    try {
      await save.mutateAsync({ groupId: group?.id, values: { name: values.name.trim(), description: values.description.trim() } });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = serverErrors(error, (field) => (field === 'name' || field === 'description' ? field : null));
      form.setErrors(fields);
      if (!Object.keys(fields).length) setGeneral(error.firstError() ?? error.message);
    }
  };
  return (
    <form onSubmit={form.onSubmit((values) => void onSubmit(values))} noValidate>
      <Stack>
        <TextInput label={t('relevance.groups.name')} required data-testid="synonym-group-name" {...form.getInputProps('name')} />
        <Textarea label={t('relevance.groups.description')} autosize minRows={2} {...form.getInputProps('description')} />
        {general && <Alert color="red">{general}</Alert>}
        {group?.isDefault && (
          <Text size="xs" c="dimmed">
            {t('relevance.groups.defaultNote')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('relevance.common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="synonym-group-save">
            {t('relevance.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
