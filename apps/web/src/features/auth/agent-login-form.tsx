/**
 * The agent variant of the login form (spec §2 "Agent login page", §6: no remember-password or
 * third-party options): site `agent`, so a non-agent is refused with in_non_agent_login; a signed-in
 * agent goes on to /agentHome (after the change-password modal when one is due).
 */
import { useNavigate } from 'react-router';
import { LoginForm } from './login-form.tsx';

export const AgentLoginForm = () => {
  const navigate = useNavigate();
  return <LoginForm mode="username" site="agent" onSignedIn={() => navigate('/agentHome')} />;
};
