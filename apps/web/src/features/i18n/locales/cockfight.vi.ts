/** Đấu trường đá gà (issue 22, ADR 087): các lỗi máy chủ người chơi có thể thấy. */
export const cockfightVi: Record<string, string> = {
  cockfight_err_arena_not_found: 'Đấu trường này không tồn tại.',
  cockfight_err_fight_not_found: 'Trận đấu này không tồn tại.',
  cockfight_err_betting_closed: 'Trận này đã hết thời gian đặt cược. Hãy cược ở trận sau.',
  cockfight_err_stake_out_of_range: 'Tổng cược của bạn cho một bên phải từ {{min}} đến {{max}}.',
  cockfight_err_request_reused: 'Cược này đã được gửi với nội dung khác. Vui lòng thử lại.',
  cockfight_err_request_pending: 'Cược của bạn đang được xử lý. Vui lòng đợi giây lát.',
  cockfight_err_not_cockfight: 'Phiên này không dành cho đá gà. Hãy mở lại trò chơi từ sảnh.',
  cockfight_err_bad_transition: 'Trận đấu này không thể thực hiện thao tác đó lúc này.',
};
