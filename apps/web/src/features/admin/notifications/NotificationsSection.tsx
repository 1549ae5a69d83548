import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { DeleteDialog } from '../components/DeleteDialog.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { useDeleteTemplate } from './api/delete-template.ts';
import { BroadcastDialog } from './components/BroadcastDialog.tsx';
import { ReceivedTab } from './components/ReceivedTab.tsx';
import { SendNotificationDialog } from './components/SendNotificationDialog.tsx';
import { SentTab } from './components/SentTab.tsx';
import { TemplateDialog } from './components/TemplateDialog.tsx';
import { TemplatesTab } from './components/TemplatesTab.tsx';
import { CENTER_MSG } from './lib/labels.ts';
import type { NotificationTemplate } from './types.ts';

const TITLE = 'Notification Center';

const TABS = [
  { id: 'received', label: 'Received' },
  { id: 'sent', label: 'Sent' },
  { id: 'templates', label: 'Templates' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is TabId => TABS.some((t) => t.id === value);

type OpenDialog =
  | { kind: 'send' }
  | { kind: 'broadcast' }
  | { kind: 'template'; template: NotificationTemplate | null }
  | { kind: 'delete'; template: NotificationTemplate };

/**
 * /admin/notifications: tabs Received, Sent and Templates (the tab is in the address, ?tab=), and
 * the Send Notification, Template and Broadcast dialogs.
 */
export function NotificationsSection() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'received';
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const base = useId();

  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader
        title={TITLE}
        subtitle="Send notifications to a user or a class, broadcast to every student, and keep templates."
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<SendOutlined />}
              onClick={() => setDialog({ kind: 'send' })}
            >
              Send Notification
            </Button>
            <Button
              variant="outlined"
              startIcon={<CampaignOutlined />}
              onClick={() => setDialog({ kind: 'broadcast' })}
            >
              Broadcast
            </Button>
          </>
        }
      />

      <Tabs
        value={tab}
        onChange={(_e, value: TabId) => setParams({ tab: value }, { replace: true })}
        aria-label="Notification lists"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, maxWidth: { sm: 480 } }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            id={`${base}-tab-${t.id}`}
            aria-controls={`${base}-panel-${t.id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${base}-panel-${tab}`} aria-labelledby={`${base}-tab-${tab}`}>
        {tab === 'received' && <ReceivedTab />}
        {tab === 'sent' && <SentTab />}
        {tab === 'templates' && (
          <TemplatesTab
            onNew={() => setDialog({ kind: 'template', template: null })}
            onEdit={(template) => setDialog({ kind: 'template', template })}
            onDelete={(template) => setDialog({ kind: 'delete', template })}
          />
        )}
      </Box>

      {dialog?.kind === 'send' && <SendNotificationDialog onClose={close} />}
      {dialog?.kind === 'broadcast' && <BroadcastDialog onClose={close} />}
      {dialog?.kind === 'template' && <TemplateDialog template={dialog.template} onClose={close} />}
      <DeleteTemplateDialog
        template={dialog?.kind === 'delete' ? dialog.template : null}
        onClose={close}
      />
    </>
  );
}

function DeleteTemplateDialog({
  template,
  onClose,
}: {
  template: NotificationTemplate | null;
  onClose: () => void;
}) {
  const remove = useDeleteTemplate();
  return (
    <DeleteDialog
      item={template}
      title="Delete this template?"
      confirmLabel="Delete Template"
      failure={CENTER_MSG.deleteTemplate}
      busy={remove.isPending}
      onDelete={(t) => remove.mutateAsync(t.id)}
      onClose={onClose}
    >
      {(t) => (
        <>
          <strong>{t.name}</strong> is deleted. Notifications already sent from it keep their text.
        </>
      )}
    </DeleteDialog>
  );
}
