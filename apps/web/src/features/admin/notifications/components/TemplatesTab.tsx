import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { previewTemplate } from '@careclass/shared';
import { TableSkeleton } from '../../components/LoadingStates.tsx';
import { EmptyState, ErrorState } from '../../components/StateViews.tsx';
import { useTemplates } from '../api/get-templates.ts';
import { CENTER_MSG, TEMPLATE_TYPE_LABELS } from '../lib/labels.ts';
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
  const templates = useTemplates();
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onNew}>
          New Template
        </Button>
      </Box>
      {templates.isPending ? (
        <TableSkeleton label="Loading templates" rows={3} />
      ) : templates.isError ? (
        <ErrorState
          error={templates.error}
          fallback={CENTER_MSG.fetchTemplates}
          onRetry={() => void templates.refetch()}
          retrying={templates.isFetching}
        />
      ) : templates.data.length === 0 ? (
        <EmptyState title="No templates yet">
          <Typography color="text.secondary">
            Templates are texts with placeholders such as {'{student_name}'}, filled in for each
            recipient.
          </Typography>
        </EmptyState>
      ) : (
        <Box
          component="ul"
          aria-label="Templates"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' },
          }}
        >
          {templates.data.map((t) => (
            <TemplateCard key={t.id} template={t} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </Box>
      )}
    </>
  );
}

function TemplateCard({
  template: t,
  onEdit,
  onDelete,
}: {
  template: NotificationTemplate;
  onEdit: (template: NotificationTemplate) => void;
  onDelete: (template: NotificationTemplate) => void;
}) {
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
        {t.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" label={TEMPLATE_TYPE_LABELS[t.type] ?? t.type} />
        <Chip
          size="small"
          variant="outlined"
          label={t.metadata.recipientType === 'class' ? 'For a class' : 'For a user'}
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
        <dt>Title</dt>
        <dd>{previewTemplate(t.title_template)}</dd>
        <dt>Message</dt>
        <dd>{previewTemplate(t.message_template)}</dd>
        <dt>Variables</dt>
        <dd>{t.metadata.variables.map((v) => `{${v}}`).join(', ') || '—'}</dd>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 'auto', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditOutlined />}
          onClick={() => onEdit(t)}
          aria-label={`Edit template ${t.name}`}
        >
          Edit
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={() => onDelete(t)}
          aria-label={`Delete template ${t.name}`}
        >
          Delete
        </Button>
      </Box>
    </Paper>
  );
}
