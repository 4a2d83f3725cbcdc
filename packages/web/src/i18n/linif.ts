import type { MessageCatalogue } from '@ecuc/core/i18n';

/** Texts of the LinIf page: the schedule tables as timelines. */
export const linIfMessages: { zh_cn: MessageCatalogue; en_us: MessageCatalogue } = {
  zh_cn: {
    'linif.schedule.title': '调度表',
    'linif.schedule.none': '尚无调度表（导入 LDF 或在下方添加）',
    'linif.schedule.slots': '{count} 个时隙',
    'linif.schedule.shortSlots': '{count} 个时隙短于帧的最坏传输时间',
    'linif.schedule.noSlots': '此调度表没有时隙',
    'linif.schedule.noFrame': '（未引用帧）',
    'linif.schedule.delay': '时隙 {delay} ms',
    'linif.schedule.worstCase': '帧最坏传输时间 {time} ms',
    'linif.schedule.tooShort': '时隙短于帧的最坏传输时间',
    'linif.schedule.openLayout': '点击查看该帧的信号布局',
  },
  en_us: {
    'linif.schedule.title': 'Schedule tables',
    'linif.schedule.none': 'No schedule table yet (import an LDF or add one below)',
    'linif.schedule.slots': '{count} slots',
    'linif.schedule.shortSlots': '{count} slots shorter than their frame’s worst case',
    'linif.schedule.noSlots': 'This schedule table has no slots',
    'linif.schedule.noFrame': '(no frame)',
    'linif.schedule.delay': 'slot {delay} ms',
    'linif.schedule.worstCase': 'frame worst case {time} ms',
    'linif.schedule.tooShort': 'the slot is shorter than the frame’s worst case',
    'linif.schedule.openLayout': 'click to see the frame’s signal layout',
  },
};
