import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@careclass/shared';
import { i18n } from '../../../../i18n/i18n.ts';
import spanish from '../../../../i18n/locales/es/adminSystem.json';
import type { AuditLogEntry } from '../types.ts';
import {
  AUDIT_FILTER_GROUPS,
  AUDIT_SENTENCES,
  actionLabel,
  auditSentence,
} from './audit-sentences.ts';

const entry = (over: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 1,
  actor_id: 7,
  actor_email: 'ana@example.test',
  actor_name: 'Ana Admin',
  action: 'settings.update',
  target_type: 'settings',
  target_id: null,
  target: { user_name: null, class_title: null, session_date: null, name: null },
  before: null,
  after: null,
  ip_address: null,
  created_at: '2026-11-25T10:00:00.000Z',
  ...over,
});

/** The server's source, read as text: every `action:` given to recordAudit. */
const serverSource = import.meta.glob<string>('../../../../../../server/src/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
function actionsWrittenByServer() {
  const fixed = new Set<string>();
  const prefixes = new Set<string>();
  for (const [file, source] of Object.entries(serverSource)) {
    if (file.endsWith('.test.ts')) continue;
    // The action of each call's own object (up to its first closing brace), and the codes of
    // rule tables whose entries name their audit action (`audit: '...'`).
    for (const call of source.matchAll(/recordAudit\(\w+,\s*\{[^}]*?action:\s*(['`])([^'`]+)\1/g)) {
      const code = call[2]!;
      if (call[1] === '`') prefixes.add(code.slice(0, code.indexOf('${')));
      else fixed.add(code);
    }
    for (const rule of source.matchAll(/\baudit:\s*'([^']+)'/g)) fixed.add(rule[1]!);
  }
  return { fixed, prefixes };
}

describe('audit sentences', () => {
  it('has a sentence for every action code the server writes', () => {
    const { fixed, prefixes } = actionsWrittenByServer();
    // The scan finds the calls (a broken regex would find nothing and prove nothing).
    expect(fixed.size).toBeGreaterThan(20);
    expect([...prefixes].sort()).toEqual(['enrollment.', 'waitlist.']);
    const known = new Set<string>(AUDIT_ACTIONS);
    for (const code of fixed) expect(known, code).toContain(code);
    for (const prefix of prefixes)
      expect(
        AUDIT_ACTIONS.some((a) => a.startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect(Object.keys(AUDIT_SENTENCES).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it.each(AUDIT_ACTIONS.map((a) => [a]))('%s reads as a sentence naming the actor', (action) => {
    const s = auditSentence(entry({ action, target_type: action.split('.')[0]!, target_id: '3' }));
    expect(s).toMatch(/^Ana Admin [a-z]/);
    expect(s).not.toContain(action);
    expect(s).not.toMatch(/undefined|null|\[object/);
  });

  it('says who did what to whom for an enrollment', () => {
    expect(
      auditSentence(
        entry({
          action: 'enrollment.approved',
          target_type: 'enrollment',
          target_id: '12',
          target: {
            user_name: 'Maria Lopez',
            class_title: 'CPR and First Aid',
            session_date: '2026-12-23',
            name: null,
          },
        }),
      ),
    ).toBe(
      "Ana Admin approved Maria Lopez's enrollment in CPR and First Aid (Dec 23, 2026 session)",
    );
  });

  it.each([
    [
      { action: 'user.role_update', target_type: 'user', target_id: '4', after: { role: 'admin' } },
      { user_name: 'Sam Dent' },
      'Ana Admin made Sam Dent an admin',
    ],
    [
      {
        action: 'class.status',
        target_type: 'class',
        target_id: '2',
        after: { status: 'cancelled' },
      },
      { class_title: 'CPR and First Aid' },
      'Ana Admin set the class CPR and First Aid to cancelled',
    ],
    [
      { action: 'waitlist.offer', target_type: 'waitlist_entry', target_id: '9' },
      { user_name: 'Maria Lopez', class_title: 'CPR', session_date: '2026-12-23' },
      'Ana Admin offered Maria Lopez a seat in CPR (Dec 23, 2026 session)',
    ],
    [
      {
        action: 'notification_template.update',
        target_type: 'notification_template',
        target_id: '5',
      },
      { name: 'payment_due' },
      'Ana Admin edited the notification template “payment_due”',
    ],
    [
      { action: 'notification.send', target_type: 'class', target_id: '2' },
      { class_title: 'CPR' },
      'Ana Admin sent a notification to the students of CPR',
    ],
    [
      {
        action: 'notification.broadcast',
        target_type: 'notification_batch',
        target_id: 'b-1',
        after: { sent_count: 2 },
      },
      {},
      'Ana Admin broadcast a notification to 2 people',
    ],
    [
      { action: 'file.upload', target_type: 'file', target_id: 'class-images/a.png' },
      {},
      'Ana Admin uploaded the file class-images/a.png',
    ],
  ] as const)('%o reads as it should', (over, names, sentence) => {
    const target = { user_name: null, class_title: null, session_date: null, name: null, ...names };
    expect(auditSentence(entry({ ...over, target }))).toBe(sentence);
  });

  it('names a deleted user and a deleted class from the entry snapshot', () => {
    const none = { user_name: null, class_title: null, session_date: null, name: null };
    expect(
      auditSentence(
        entry({
          action: 'user.delete',
          target_type: 'user',
          target_id: '4',
          target: none,
          before: { name: 'Sam Dent' },
        }),
      ),
    ).toBe('Ana Admin deleted the account of Sam Dent');
    expect(
      auditSentence(
        entry({
          action: 'class.delete',
          target_type: 'class',
          target_id: '2',
          target: none,
          before: { title: 'CPR' },
        }),
      ),
    ).toBe('Ana Admin deleted the class CPR');
  });

  it('falls back to the actor e-mail, and to the words of an unknown code', () => {
    expect(
      auditSentence(
        entry({
          actor_name: null,
          action: 'coupon.redeemed',
          target_type: 'coupon',
          target_id: '8',
        }),
      ),
    ).toBe('ana@example.test: coupon redeemed (coupon #8)');
    expect(auditSentence(entry({ actor_name: null, actor_email: null, actor_id: null }))).toBe(
      'The system changed the settings',
    );
  });

  it('offers every action code in the filter, under a readable label', () => {
    const offered = new Set(Object.values(AUDIT_FILTER_GROUPS).flat());
    expect([...offered].sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(actionLabel('user.role_update')).toBe('role update');
    expect(actionLabel('notification.send')).toBe('send');
  });

  it('names the day of a session whose status changed', () => {
    expect(
      auditSentence(
        entry({
          action: 'session.status',
          target_type: 'session',
          target_id: '4',
          after: { status: 'cancelled' },
          target: { user_name: null, class_title: 'CPR', session_date: '2026-12-23', name: null },
        }),
      ),
    ).toBe('Ana Admin set the CPR session of Dec 23, 2026 to cancelled');
  });
});

describe('audit sentences in Spanish', () => {
  i18n.addResourceBundle('es', 'adminSystem', spanish, true, true);
  const es = { t: i18n.getFixedT('es', 'adminSystem'), locale: 'es-US' };

  it('has a Spanish sentence for every action, without English left', () => {
    for (const action of AUDIT_ACTIONS) {
      const s = auditSentence(
        entry({ action, target_type: action.split('.')[0]!, target_id: '3' }),
        es,
      );
      expect(s, action).toMatch(/^Ana Admin /);
      expect(s, action).not.toMatch(/auditSentence|\b(the|of|to|deleted|sent)\b/);
    }
  });

  it('names every action of the filter in English as actionLabel does, and in Spanish', () => {
    const en = i18n.getFixedT('en', 'adminSystem');
    for (const action of AUDIT_ACTIONS) {
      const key = `auditSentence.actionNames.${action}`;
      expect(typeof i18n.getResource('es', 'adminSystem', key), action).toBe('string');
      expect(en(key as 'auditSentence.actionNames.user.role_update'), action).toBe(
        actionLabel(action),
      );
    }
  });

  it('names the person, the class and the session in Spanish order', () => {
    expect(
      auditSentence(
        entry({
          action: 'enrollment.approved',
          target_type: 'enrollment',
          target_id: '9',
          target: {
            user_name: 'Maria Lopez',
            class_title: 'CPR and First Aid',
            session_date: '2026-12-23',
            name: null,
          },
        }),
        es,
      ),
    ).toBe(
      'Ana Admin aprobó la inscripción de Maria Lopez en CPR and First Aid (sesión del 23 dic 2026)',
    );
  });
});
