/** The agent centre tests' sign-in: an agent (member type 1) with a session, and the test's routes. */
import type { TMemberInfo } from '@luckwell/contracts/member/member-info';
import { useSessionStore } from '../../shared/session-store.ts';
import { memberFixture, type StubRoutes, stubApi } from '../../test/fixtures.ts';

export const asAgent = (routes: StubRoutes, member: Partial<TMemberInfo> = {}) => {
  stubApi({ member: memberFixture({ type: 1, nickname: 'Boss Agent', ...member }), routes });
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
};
