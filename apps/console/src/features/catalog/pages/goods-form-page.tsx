import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Cascader,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Switch,
  TreeSelect,
} from 'antd';
import { merchantGoods } from '@mall/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { useGoodsDetail, useGoodsOptions, useSaveGoods, type GoodsSaveBody } from '../api/goods-queries.ts';
import { PictureUpload } from '../components/picture-upload.tsx';
import { SkuTable, type SkuCell } from '../components/sku-table.tsx';
import { SpecEditor } from '../components/spec-editor.tsx';
import { cleanSpecs, comboKey, combos, type SpecRow } from '../spec-combos.ts';
import './goods-pages.css';

interface GoodsForm {
  goods_name: string;
  category: number[];
  brand_id?: number;
  shop_category_id?: number;
  introduction?: string;
  keywords?: string;
  unit?: string;
  goods_image: string[];
  goods_content?: string;
  min_buy: number;
  max_buy: number;
  weight: number;
  is_free_shipping: number;
  goods_state: boolean;
  spec_format: SpecRow[];
  skus: Record<string, SkuCell>;
}

const money = (n: number | undefined) => (n === undefined || n === null ? undefined : n.toFixed(2));

function toForm(d: merchantGoods.MerchantGoodsDetail): GoodsForm {
  return {
    goods_name: d.goods_name,
    category: d.category_path,
    brand_id: d.brand_id || undefined,
    shop_category_id: d.shop_category_id || undefined,
    introduction: d.introduction,
    keywords: d.keywords,
    unit: d.unit,
    goods_image: d.goods_image,
    goods_content: d.goods_content,
    min_buy: d.min_buy,
    max_buy: d.max_buy,
    weight: d.weight,
    is_free_shipping: d.is_free_shipping,
    goods_state: d.goods_state === 1,
    spec_format: d.spec_format,
    skus: Object.fromEntries(
      d.skus.map((s) => [
        comboKey(s.spec_values),
        {
          price: Number(s.price),
          market_price: Number(s.market_price),
          cost_price: Number(s.cost_price),
          stock: s.stock,
          sku_no: s.sku_no,
          sku_image: s.sku_image || undefined,
        },
      ]),
    ),
  };
}

function toBody(v: GoodsForm, goodsId: number | undefined): GoodsSaveBody {
  const specs = cleanSpecs(v.spec_format);
  const pictures = v.goods_image ?? [];
  return {
    ...(goodsId ? { goods_id: goodsId } : {}),
    goods_name: v.goods_name.trim(),
    category_id: v.category[v.category.length - 1]!,
    brand_id: v.brand_id ?? 0,
    shop_category_id: v.shop_category_id ?? 0,
    introduction: v.introduction ?? '',
    keywords: v.keywords ?? '',
    unit: v.unit ?? '',
    goods_image: pictures,
    goods_content: v.goods_content ?? '',
    min_buy: v.min_buy ?? 0,
    max_buy: v.max_buy ?? 0,
    weight: v.weight ?? 0,
    is_free_shipping: v.is_free_shipping,
    goods_state: v.goods_state ? 1 : 0,
    spec_format: specs,
    skus: combos(specs).map((values) => {
      const cell = v.skus?.[comboKey(values)] ?? {};
      return {
        spec_values: values,
        price: money(cell.price) ?? '0.00',
        market_price: money(cell.market_price),
        cost_price: money(cell.cost_price),
        stock: cell.stock ?? 0,
        sku_no: cell.sku_no?.trim() || undefined,
        sku_image: cell.sku_image && pictures.includes(cell.sku_image) ? cell.sku_image : undefined,
      };
    }),
  };
}

const EMPTY: Partial<GoodsForm> = {
  goods_image: [],
  min_buy: 0,
  max_buy: 0,
  weight: 0,
  is_free_shipping: 0,
  goods_state: true,
  spec_format: [],
  skus: {},
};

/** Create or edit a goods: basics, pictures, the spec matrix and its SKUs, buying limits, delivery, description. */
export function Page() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const param = useParams().goodsId;
  const goodsId = param ? Number(param) : undefined;
  const options = useGoodsOptions();
  const detail = useGoodsDetail(goodsId);
  const save = useSaveGoods(goodsId !== undefined);
  const [form] = Form.useForm<GoodsForm>();
  const specRows = Form.useWatch('spec_format', form);
  const pictures = Form.useWatch('goods_image', form) ?? [];
  const specs = useMemo(() => cleanSpecs(specRows), [specRows]);
  const matrix = useMemo(() => combos(specs), [specs]);
  const existing = useMemo(
    () => new Set((detail.data?.skus ?? []).map((s) => comboKey(s.spec_values))),
    [detail.data],
  );
  useEffect(() => {
    if (detail.data) form.setFieldsValue(toForm(detail.data));
  }, [detail.data, form]);

  if (detail.isError) return <Result status="404" title={t('form.notFound')} />;
  if (goodsId !== undefined && !detail.data) return <Skeleton active />;

  const submit = async (v: GoodsForm) => {
    const saved = await save.mutateAsync(toBody(v, goodsId));
    toast(goodsId ? t('form.updated') : t('form.created'), 'success');
    void navigate(`/merchant/goods?saved=${saved.goods_id}`);
  };
  const o = options.data;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={EMPTY}
      onFinish={(v) => void submit(v).catch(() => {})}
      onFinishFailed={() => toast(t('form.fixErrors'), 'warning')}
      scrollToFirstError
    >
      <Card
        className="goods-form-section"
        title={goodsId ? t('form.editTitle') : t('form.newTitle')}
        extra={
          <Link to="/merchant/goods">
            <Button icon={<ArrowLeftOutlined />}>{t('form.back')}</Button>
          </Link>
        }
      >
        <Row gutter={24}>
          <Col span={24}>
            <Form.Item
              name="goods_name"
              label={t('form.name')}
              rules={[
                { required: true, whitespace: true, message: t('form.nameRequired') },
                { max: 200, message: t('form.tooLong', { max: 200 }) },
              ]}
            >
              <Input maxLength={200} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="category"
              label={t('form.category')}
              rules={[{ required: true, message: t('form.categoryRequired') }]}
            >
              <Cascader
                options={o?.categories ?? []}
                showSearch
                placeholder={t('form.categoryHint')}
                loading={options.isLoading}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="brand_id" label={t('form.brand')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('form.brandHint')}
                options={(o?.brands ?? []).map((b) => ({ value: b.brand_id, label: b.brand_name }))}
              />
            </Form.Item>
          </Col>
          {o && o.shop_categories.length > 0 ? (
            <Col xs={24} md={12}>
              <Form.Item name="shop_category_id" label={t('form.shopCategory')}>
                <TreeSelect
                  allowClear
                  treeDefaultExpandAll
                  placeholder={t('form.shopCategoryHint')}
                  treeData={o.shop_categories}
                />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} md={12}>
            <Form.Item name="keywords" label={t('form.keywords')} extra={t('form.keywordsHelp')}>
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="introduction" label={t('form.introduction')}>
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="unit" label={t('form.unit')}>
              <Input maxLength={20} placeholder={t('form.unitHint')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="goods_image"
          label={t('form.pictures')}
          extra={t('form.picturesHelp', { max: merchantGoods.MAX_GOODS_PICTURES })}
          rules={[{ required: true, type: 'array', min: 1, message: t('form.picturesRequired') }]}
        >
          <PictureUpload max={merchantGoods.MAX_GOODS_PICTURES} />
        </Form.Item>
      </Card>

      <Card className="goods-form-section" title={t('form.specsTitle')}>
        <Alert type="info" showIcon title={t('form.specsHelp')} style={{ marginBottom: 16 }} />
        <SpecEditor />
        <div className="goods-form-section">
          <SkuTable
            combos={matrix}
            specNames={specs.map((s) => s.spec_name)}
            existing={existing}
            pictures={pictures}
          />
        </div>
      </Card>

      <Card className="goods-form-section" title={t('form.buyingTitle')}>
        <Row gutter={24}>
          <Col xs={24} md={8}>
            <Form.Item name="min_buy" label={t('form.minBuy')} extra={t('form.zeroNone')}>
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="max_buy"
              label={t('form.maxBuy')}
              extra={t('form.zeroNone')}
              dependencies={['min_buy']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, v: number) =>
                    !v || v >= (getFieldValue('min_buy') ?? 0)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('form.maxBelowMin'))),
                }),
              ]}
            >
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="weight" label={t('form.weight')}>
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="is_free_shipping" label={t('form.delivery')} extra={t('form.deliveryHelp')}>
          <Radio.Group
            options={[
              {
                value: 0,
                label: o?.freight_template
                  ? t('form.freightTemplate', { name: o.freight_template })
                  : t('form.freightNone'),
              },
              { value: 1, label: t('form.freeShipping') },
            ]}
          />
        </Form.Item>
        <Form.Item name="goods_state" label={t('form.onShelf')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Card>

      <Card className="goods-form-section" title={t('form.description')}>
        <Form.Item
          name="goods_content"
          extra={t('form.descriptionHelp')}
          rules={[{ max: 60000, message: t('form.tooLong', { max: 60000 }) }]}
        >
          <Input.TextArea
            rows={8}
            placeholder={t('form.descriptionHint')}
            aria-label={t('form.description')}
          />
        </Form.Item>
      </Card>

      <div className="goods-form-actions">
        <Link to="/merchant/goods">
          <Button>{t('cancel')}</Button>
        </Link>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {goodsId ? t('form.saveChanges') : t('form.create')}
        </Button>
      </div>
    </Form>
  );
}
