import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '@/shared/logic/date-format';
import { inPeriod, monthGrid, MONTH_WIDTH, weekdayOrder } from './logic/picker-rules';

interface MonthsPanelProps {
  months: readonly string[];
  value: readonly string[];
  isDisabled(day: string): boolean;
  onPick(day: string): void;
  onShift(step: number): void;
  language: string;
}

/** The months side by side (three to a row, each 200 px wide), every day a button named by its full date. */
export function MonthsPanel({ months, value, isDisabled, onPick, onShift, language }: MonthsPanelProps) {
  const { t } = useTranslation('date-picker');
  const { token } = theme.useToken();
  const locale = dayjs().locale(language);
  const weekStart = locale.localeData().firstDayOfWeek();
  const names = locale.localeData().weekdaysMin();
  const order = weekdayOrder(weekStart);
  return (
    <div style={{ padding: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 4 }}>
        <Button
          size="small"
          type="text"
          icon={<LeftOutlined />}
          aria-label={t('previous')}
          onClick={() => onShift(-1)}
        />
        <Button size="small" type="text" icon={<RightOutlined />} aria-label={t('next')} onClick={() => onShift(1)} />
      </div>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${Math.min(3, months.length)}, ${MONTH_WIDTH}px)`,
          gap: 12,
        }}
      >
        {months.map((month) => (
          <div key={month} role="grid" aria-label={dayjs(`${month}-01`).locale(language).format('MMMM YYYY')}>
            <div style={{ textAlign: 'center', fontWeight: 600, marginBottom: 4 }}>
              {dayjs(`${month}-01`).locale(language).format('MMMM YYYY')}
            </div>
            <div role="row" style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
              {order.map((d) => (
                <span
                  key={d}
                  role="columnheader"
                  style={{ textAlign: 'center', fontSize: 12, color: token.colorTextSecondary }}
                >
                  {names[d]}
                </span>
              ))}
            </div>
            {monthGrid(month, weekStart).map((week) => (
              <div key={week[0]!.day} role="row" style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
                {week.map(({ day, inMonth }) => {
                  if (!inMonth) return <span key={day} role="gridcell" />;
                  const selected = value.includes(day);
                  const between = inPeriod(value, day);
                  const disabled = isDisabled(day);
                  return (
                    <span key={day} role="gridcell">
                      <button
                        type="button"
                        aria-label={dayjs(day, DATE_FORMAT).locale(language).format('D MMMM YYYY')}
                        aria-pressed={selected}
                        disabled={disabled}
                        onClick={() => onPick(day)}
                        style={{
                          width: '100%',
                          height: 26,
                          border: 0,
                          borderRadius: token.borderRadiusSM,
                          cursor: disabled ? 'not-allowed' : 'pointer',
                          background: selected ? token.colorPrimary : between ? token.colorPrimaryBg : 'transparent',
                          color: selected
                            ? token.colorTextLightSolid
                            : disabled
                              ? token.colorTextDisabled
                              : token.colorText,
                        }}
                      >
                        {Number(day.slice(8))}
                      </button>
                    </span>
                  );
                })}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
