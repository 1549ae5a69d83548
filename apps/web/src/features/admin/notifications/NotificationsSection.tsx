import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Trans, useTranslation } from 'react-i18next';
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
import { CENTER_MSG, useCenterText } from './lib/labels.ts';
import type { NotificationTemplate } from './types.ts';

const TABS = ['received', 'sent', 'templates'] as const;
type TabId = (typeof TABS)[number];

const isTab = (value: string | null): value is TabId => TABS.some((id) => id === value);

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
  const { t } = useTranslation('adminNotifications');
  const TITLE = t('title');
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
        subtitle={t('subtitle')}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<SendOutlined />}
              onClick={() => setDialog({ kind: 'send' })}
            >
              {t('send')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<CampaignOutlined />}
              onClick={() => setDialog({ kind: 'broadcast' })}
            >
              {t('broadcast')}
            </Button>
          </>
        }
      />

      <Tabs
        value={tab}
        onChange={(_e, value: TabId) => setParams({ tab: value }, { replace: true })}
        aria-label={t('tabsLabel')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, maxWidth: { sm: 480 } }}
      >
        {TABS.map((id) => (
          <Tab
            key={id}
            value={id}
            label={t(`tabs.${id}`)}
            id={`${base}-tab-${id}`}
            aria-controls={`${base}-panel-${id}`}
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
  const { t } = useTranslation('adminNotifications');
  const text = useCenterText();
  const remove = useDeleteTemplate();
  return (
    <DeleteDialog
      item={template}
      title={t('deleteTemplate.title')}
      confirmLabel={t('deleteTemplate.confirm')}
      failure={text(CENTER_MSG.deleteTemplate)}
      busy={remove.isPending}
      onDelete={async (template) => text(await remove.mutateAsync(template.id))}
      onClose={onClose}
    >
      {(template) => (
        <Trans
          t={t}
          i18nKey="deleteTemplate.text"
          values={{ name: template.name }}
          components={[<strong key="name" />]}
        />
      )}
    </DeleteDialog>
  );
}
