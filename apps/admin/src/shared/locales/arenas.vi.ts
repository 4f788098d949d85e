/** Chuỗi tiếng Việt của bàn đấu trường đá gà (issue 22, ADR 087); cùng khóa với `arenas.en.ts`. */
export const arenasVi = {
  'audit.action.cockfight.fight.open': 'Đã mở một trận đá gà',
  'audit.action.cockfight.fight.lastCall': 'Đã gọi cược cuối cho một trận đá gà',
  'audit.action.cockfight.fight.close': 'Đã đóng cược một trận đá gà',
  'audit.action.cockfight.fight.result': 'Đã nhập kết quả một trận đá gà',
  'audit.action.cockfight.fight.cancel': 'Đã hủy một trận đá gà',
  'audit.target.cockfight_fight': 'Trận đá gà {{id}}',
  cockfight_err_arena_not_found: 'Đấu trường này không tồn tại.',
  cockfight_err_fight_not_found: 'Trận đấu này không tồn tại.',
  cockfight_err_bad_transition:
    'Trận đấu này không thể thực hiện thao tác đó lúc này (hoặc đấu trường chạy theo lịch tự động): hãy tải lại và kiểm tra trạng thái.',
} as const;
