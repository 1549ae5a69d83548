import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { previewTemplate } from '@careclass/shared';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { useTemplates } from '../api/get-templates.ts';
import { CENTER_MSG, useCenterText } from '../lib/labels.ts';
import type { NotificationTemplate } from '../types.ts';

/** Templates: one card each with the preview (sample values, cut at 50 characters). */
export function TemplatesTab({
  onNew,
  onEdit,
  onDelete,
}: {
  onNew: () => void;
  onEdit: (template: NotificationTemplate) => void;
  onDelete: (template: NotificationTemplate) => void;
}) {
  const { t } = useTranslation('adminNotifications');
  const text = useCenterText();
  const templates = useTemplates();
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onNew}>
          {t('templates.new')}
        </Button>
      </Box>
      {templates.isPending ? (
        <TableSkeleton label={t('templates.loading')} rows={3} />
      ) : templates.isError ? (
        <ErrorState
          error={templates.error}
          fallback={text(CENTER_MSG.fetchTemplates)}
          onRetry={() => void templates.refetch()}
          retrying={templates.isFetching}
        />
      ) : templates.data.length === 0 ? (
        <EmptyState title={t('templates.empty')}>
          <Typography color="text.secondary">
            {t('templates.emptyHint', { example: '{student_name}' })}
          </Typography>
        </EmptyState>
      ) : (
        <Box
          component="ul"
          aria-label={t('templates.listLabel')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' },
          }}
        >
          {templates.data.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </Box>
      )}
    </>
  );
}

function TemplateCard({
  template: tpl,
  onEdit,
  onDelete,
}: {
  template: NotificationTemplate;
  onEdit: (template: NotificationTemplate) => void;
  onDelete: (template: NotificationTemplate) => void;
}) {
  const { t } = useTranslation('adminNotifications');
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography
        component="h2"
        sx={{ fontSize: '1.05rem', fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {tpl.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" label={t(`templateType.${tpl.type}`, { defaultValue: tpl.type })} />
        <Chip
          size="small"
          variant="outlined"
          label={
            tpl.metadata.recipientType === 'class'
              ? t('templates.forClass')
              : t('templates.forUser')
          }
        />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          '& dt': { fontWeight: 600, fontSize: '0.85rem' },
          '& dd': { m: 0, mb: 1, overflowWrap: 'anywhere' },
        }}
      >
        <dt>{t('templates.title')}</dt>
        <dd>{previewTemplate(tpl.title_template)}</dd>
        <dt>{t('templates.message')}</dt>
        <dd>{previewTemplate(tpl.message_template)}</dd>
        <dt>{t('templates.variables')}</dt>
        <dd>{tpl.metadata.variables.map((v) => `{${v}}`).join(', ') || '—'}</dd>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 'auto', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditOutlined />}
          onClick={() => onEdit(tpl)}
          aria-label={t('templates.editLabel', { name: tpl.name })}
        >
          {t('templates.edit')}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={() => onDelete(tpl)}
          aria-label={t('templates.deleteLabel', { name: tpl.name })}
        >
          {t('templates.delete')}
        </Button>
      </Box>
    </Paper>
  );
}
