/** English strings of Players → Messages and Feedback; `messages.vi.ts` has the same keys. */
export const messagesEn = {
  'permission.messages.send': 'Send messages to a brand, a team or a member',
  'permission.feedback.reply': "Read members' feedback and answer it",
  'audit.action.message.send': 'Sent a message',
  'audit.action.feedback.reply': 'Answered feedback',
  'audit.action.feedback.close': 'Closed feedback',
  'audit.target.message': 'Message #{{id}}',
  'audit.target.feedback': 'Feedback #{{id}}',
};
